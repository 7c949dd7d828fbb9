//! Clip playback for the timeline: which clip, the time, play/pause, speed, loop.

#[derive(Clone, Debug, PartialEq)]
pub struct Playback {
    /// Index into the character's clips; `None` shows the rest pose.
    pub clip: Option<usize>,
    /// Seconds.
    pub time: f32,
    pub playing: bool,
    /// Playback rate (1 = real time).
    pub speed: f32,
    pub looping: bool,
}

impl Default for Playback {
    fn default() -> Self {
        Self {
            clip: None,
            time: 0.0,
            playing: false,
            speed: 1.0,
            looping: true,
        }
    }
}

impl Playback {
    /// Advance by `dt` seconds of wall time for a clip of `duration` seconds.
    pub fn advance(&mut self, dt: f32, duration: f32) {
        if !self.playing || self.clip.is_none() {
            return;
        }
        self.time += dt * self.speed;
        if self.time > duration {
            if self.looping && duration > 0.0 {
                self.time %= duration;
            } else {
                self.time = duration;
                self.playing = false;
            }
        }
        if self.time < 0.0 {
            self.time = 0.0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loops_and_stops() {
        let mut p = Playback {
            clip: Some(0),
            playing: true,
            ..Default::default()
        };
        p.advance(2.5, 2.0);
        assert!((p.time - 0.5).abs() < 1e-6);
        p.looping = false;
        p.speed = 2.0;
        p.advance(1.0, 2.0);
        assert_eq!(p.time, 2.0);
        assert!(!p.playing);
    }
}
