import Foundation
import ViewProbe

/// One harness's device, as AVFoundation's audio sees it: the app's audio session and whether
/// the user lets the app record.
final class AudioDevice: _HarnessState, @unchecked Sendable {
  /// The app's session on this device.
  let session = AVAudioSession()
  /// The user allows recording when asked, unless the test said otherwise.
  let recording = _SystemPermission(
    undetermined: AVAudioApplication.recordPermission.undetermined, answer: .granted)

  required init() {}

  /// The device of the harness whose code runs now.
  static var current: AudioDevice? { _ViewProbeRuntime.harnessState(AudioDevice.self) }
}

extension ParentHarness {
  /// What the user answers when the app asks to record (`.granted` unless set; `.denied`
  /// refuses, and the microphone then gives the app silence: what the test `speak(_:)`s is not
  /// heard). Once the app has asked, the user changes it in Settings;
  /// `answeredBefore` says the user answered in an earlier run, so the app has the status at
  /// once.
  public func setRecordPermission(
    _ permission: AVAudioApplication.recordPermission, answeredBefore: Bool = false
  ) {
    _harnessState(AudioDevice.self).recording.setAnswer(permission, answeredBefore: answeredBefore)
  }

  /// The app's audio session on this harness's device: its category, mode and whether it is
  /// active.
  public var audioSession: AVAudioSession { _harnessState(AudioDevice.self).session }
}
