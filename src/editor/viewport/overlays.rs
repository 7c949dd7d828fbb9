//! What the viewport shows (View ▸ Overlays).

#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Overlays {
    /// Draw the skin translucent so the bodies inside show.
    pub xray: bool,
    pub mesh: bool,
    pub shapes: bool,
    pub bones: bool,
    pub joint_frames: bool,
    pub grid: bool,
    /// The character's centre of mass, with a plumb line to the ground.
    pub centre_of_mass: bool,
    /// While the drives act, each body coloured by its joint's drive load (demanded over
    /// allowed torque: white idle, pink half, red saturated).
    #[serde(default)]
    pub drive_load: bool,
}

impl Default for Overlays {
    fn default() -> Self {
        Self {
            xray: true,
            mesh: true,
            shapes: true,
            bones: true,
            joint_frames: true,
            grid: true,
            centre_of_mass: false,
            drive_load: false,
        }
    }
}
