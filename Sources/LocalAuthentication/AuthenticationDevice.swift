import Foundation
import Testing
import ViewProbe

/// How the test says the user answers the next authentication prompts.
public enum SimulatedAuthenticationOutcome: Sendable, Equatable {
  /// The user's face, finger or passcode matches.
  case success
  /// The prompt ends with `code` (`.userCancel`, `.authenticationFailed`, `.userFallback` …).
  case failure(LAError.Code)
}

/// One harness's device, as LocalAuthentication sees it: its biometrics and passcode, how the
/// user answers prompts, and the prompts the app showed.
final class AuthenticationDevice: _HarnessState, @unchecked Sendable {
  /// What the device has.
  struct Settings {
    var biometry = LABiometryType.none
    var enrolled = false
    var passcode = false

    /// Why `policy` cannot be evaluated on such a device, if it cannot.
    func refusal(of policy: LAPolicy) -> LAError? {
      switch policy {
      case .deviceOwnerAuthenticationWithBiometrics:
        if biometry == .none { return LAError(.biometryNotAvailable) }
        if !enrolled { return LAError(.biometryNotEnrolled) }
        return passcode ? nil : LAError(.passcodeNotSet)
      case .deviceOwnerAuthentication:
        return passcode ? nil : LAError(.passcodeNotSet)
      }
    }
  }

  private let lock = NSLock()
  private var _settings = Settings()
  private var outcome = SimulatedAuthenticationOutcome.success
  private var _prompts: [String] = []

  required init() {}

  /// The device of the harness whose code runs now.
  static var current: AuthenticationDevice? {
    _ViewProbeRuntime.harnessState(AuthenticationDevice.self)
  }

  var settings: Settings { lock.withLock { _settings } }
  var prompts: [String] { lock.withLock { _prompts } }

  func set(_ settings: Settings) { lock.withLock { _settings = settings } }
  func setOutcome(_ outcome: SimulatedAuthenticationOutcome) {
    lock.withLock { self.outcome = outcome }
  }

  /// The app evaluates `policy`: refused as `canEvaluatePolicy` would, or the prompt shows
  /// `reason` and the user answers. The failure, if it fails.
  func evaluate(_ policy: LAPolicy, reason: String) -> LAError? {
    lock.withLock {
      if let refusal = _settings.refusal(of: policy) { return refusal }
      _prompts.append(reason)
      if case .failure(let code) = outcome { return LAError(code) }
      return nil
    }
  }
}

extension ParentHarness {
  private var authenticationDevice: AuthenticationDevice {
    _harnessState(AuthenticationDevice.self)
  }

  /// Gives this harness's device `biometry` (enrolled unless said) and, unless said, a passcode:
  /// `LAContext` can then evaluate its policies and prompts. A device has neither unless set,
  /// so `canEvaluatePolicy` is false with `.biometryNotAvailable` (`.passcodeNotSet`).
  public func setDeviceAuthentication(
    biometry: LABiometryType, enrolled: Bool = true, passcode: Bool = true
  ) {
    authenticationDevice.set(
      AuthenticationDevice.Settings(biometry: biometry, enrolled: enrolled, passcode: passcode))
  }

  /// How the user answers the authentication prompts from now on (`.success` unless set).
  public func setAuthenticationOutcome(_ outcome: SimulatedAuthenticationOutcome) {
    authenticationDevice.setOutcome(outcome)
  }

  /// The reasons of the authentication prompts the app showed (`localizedReason`), in order.
  public var authenticationPrompts: [String] { authenticationDevice.prompts }
}
