//! Getting back up: the physics-free parts of ragdoll → get-up animation (docs/switch-recovery.md).
//!
//! * [`settle`]: when the ragdoll has come to rest (pelvis slow for a continuous window).
//! * [`orient`]: supine or prone, from the chest's outward axis, without flip-flopping.
//! * [`root`]: where the character root goes: a yaw-only rotation from the pelvis (with
//!   fallbacks, the source recorded) and a translation that aligns the pelvis, on the ground.
//! * [`blend`]: the captured ragdoll pose as locals under the new root, and the presentation
//!   blend from it to the get-up clip.
//! * [`ownership`]: which source (animation, physics or a weighted blend) owns each body's shown
//!   pose, and the world-space blend of the two.
//! * [`stand`]: the standing capsule a get-up needs (the physics query is `sim::stand_query`).
//! * [`rank`]: the model's clips ranked as get-ups for a pose (how close their first frame is).
//!
//! Units: metres, seconds, radians.

pub(crate) mod blend;
pub(crate) mod joint_blend;
pub(crate) mod orient;
pub(crate) mod ownership;
pub(crate) mod rank;
pub(crate) mod root;
pub(crate) mod settle;
pub(crate) mod stand;

pub use blend::{
    BlendJump, MAX_WEIGHT_SLOPE, blend_pose, blend_weight, bone_world_from_bodies, capture_locals,
    max_blend_jump, posed_world, write_back_scaled,
};
pub use joint_blend::{blend_pose_along_joints, joint_parents};
pub use orient::{Lying, ORIENT_THRESHOLD, OrientChooser, OrientDecision, outward_up};
pub use ownership::{Owner, blend_bodies, blend_rigid, node_weights};
pub use rank::{GetupCandidate, PoseDistance, first_frames, pose_distance, rank_getup_clips};
pub use root::{
    DEFAULT_FORWARD, MIN_PROJECTION, RootPlacement, YawSource, pelvis_in_root, place_root,
    root_yaw, stand_forward_from_clip, yaw_rotation,
};
pub use settle::SettleDetector;
pub use stand::{STEP_HEIGHT, StandCapsule, stand_capsule};
