import Foundation
import ViewProbe

/// One harness's device, as the Speech framework sees it: whether the user lets the app
/// recognize speech.
final class SpeechDevice: _HarnessState, @unchecked Sendable {
  /// The user allows recognition when asked, unless the test said otherwise.
  let permission = _SystemPermission(
    undetermined: SFSpeechRecognizerAuthorizationStatus.notDetermined, answer: .authorized)

  required init() {}

  /// The device of the harness whose code runs now.
  static var current: SpeechDevice? { _ViewProbeRuntime.harnessState(SpeechDevice.self) }
}

extension ParentHarness {
  /// What the user answers when the app asks to recognize speech (`.authorized` unless set;
  /// `.denied` refuses, and recognition tasks then end with an error). Once the app has asked,
  /// the user changes it in Settings;
  /// `answeredBefore` says the user answered in an earlier run, so the app has the status at
  /// once.
  public func setSpeechRecognitionPermission(
    _ status: SFSpeechRecognizerAuthorizationStatus, answeredBefore: Bool = false
  ) {
    _harnessState(SpeechDevice.self).permission.setAnswer(status, answeredBefore: answeredBefore)
  }
}
