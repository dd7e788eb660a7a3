// Linux has no Audio Toolbox. There, ViewProbe's product includes this stand-in (AVFoundation
// brings it, as Apple's does) for the system sounds apps play after a scan or a tap: nothing is
// heard or felt.

/// A system sound.
public typealias SystemSoundID = UInt32

/// The vibration.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// Plays `inSystemSoundID` (nothing is heard).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays `inSystemSoundID` as an alert (nothing is heard or felt).
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
