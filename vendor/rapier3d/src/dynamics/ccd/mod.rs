pub use self::ccd_solver::CCDSolver;
pub(crate) use self::sweeps::shape_never_ccd_swept;

mod ccd_solver;
mod sweeps;
