// Linux has no LocalAuthentication. There, ViewProbe's product includes this stand-in, so that a
// view that unlocks with Face ID or Touch ID (`LAContext`) compiles unchanged. Each harness is a
// device: with no biometrics and no passcode unless the test gives it some
// (`AuthenticationDevice.swift`) — `canEvaluatePolicy` is then false with
// `LAError.biometryNotAvailable` (or `.passcodeNotSet`) and `evaluatePolicy` fails with that error,
// the branch an app takes on such a device. With them, a prompt ends as the test said.
import Foundation
import ViewProbe

/// What an authentication must check.
public enum LAPolicy: Int, Sendable {
  /// Face ID, Touch ID or Optic ID.
  case deviceOwnerAuthenticationWithBiometrics = 1
  /// Biometrics, or the device passcode.
  case deviceOwnerAuthentication = 2
}

/// The kind of biometrics the device has.
public enum LABiometryType: Int, Sendable {
  /// None.
  case none = 0
  /// Touch ID.
  case touchID = 1
  /// Face ID.
  case faceID = 2
  /// Optic ID.
  case opticID = 4
}

/// The error domain of LocalAuthentication's errors.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Why an authentication failed.
public struct LAError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The reasons.
  public enum Code: Int, Sendable {
    /// The credentials were not valid.
    case authenticationFailed = -1
    /// The user cancelled.
    case userCancel = -2
    /// The user chose the fallback.
    case userFallback = -3
    /// The system cancelled.
    case systemCancel = -4
    /// No passcode is set.
    case passcodeNotSet = -5
    /// The app cancelled.
    case appCancel = -9
    /// The context was invalidated.
    case invalidContext = -10
    /// Biometrics are not available on the device.
    case biometryNotAvailable = -6
    /// No biometric identity is enrolled.
    case biometryNotEnrolled = -7
    /// Too many failed attempts.
    case biometryLockout = -8
    /// Interaction is not allowed.
    case notInteractive = -1004
  }

  /// The reason.
  public let code: Code

  /// An error with `code`.
  public init(_ code: Code) { self.code = code }

  /// The reason, as Apple's error text names it.
  public var description: String { "LAError \(code)" }

  /// The credentials were not valid.
  public static let authenticationFailed = Code.authenticationFailed
  /// The user cancelled.
  public static let userCancel = Code.userCancel
  /// The user chose the fallback.
  public static let userFallback = Code.userFallback
  /// The system cancelled.
  public static let systemCancel = Code.systemCancel
  /// No passcode is set.
  public static let passcodeNotSet = Code.passcodeNotSet
  /// The app cancelled.
  public static let appCancel = Code.appCancel
  /// The context was invalidated.
  public static let invalidContext = Code.invalidContext
  /// Biometrics are not available.
  public static let biometryNotAvailable = Code.biometryNotAvailable
  /// No biometric identity is enrolled.
  public static let biometryNotEnrolled = Code.biometryNotEnrolled
  /// Too many failed attempts.
  public static let biometryLockout = Code.biometryLockout
  /// Interaction is not allowed.
  public static let notInteractive = Code.notInteractive

  /// The error as an `NSError`, for the `error:` out-parameter.
  var nsError: NSError {
    NSError(
      domain: LAErrorDomain, code: code.rawValue,
      userInfo: [NSLocalizedDescriptionKey: "\(code) on this device (ViewProbe's stand-in)"])
  }
}

extension LAError.Code {
  /// Whether `error` is an `LAError` with `code` (for `catch LAError.userCancel`).
  public static func ~= (code: LAError.Code, error: any Error) -> Bool {
    (error as? LAError)?.code == code
  }
}

/// An authentication context, on the device of the harness whose code makes it: no biometrics
/// and no passcode unless the test set them (`harness.setDeviceAuthentication(biometry:passcode:)`).
open class LAContext: NSObject {
  private let device = AuthenticationDevice.current
  /// The text of the fallback button.
  open var localizedFallbackTitle: String?
  /// The text of the cancel button.
  open var localizedCancelTitle: String?
  /// The reason shown when a policy is evaluated without one.
  open var localizedReason = ""
  /// Whether the context may not show a prompt (evaluating then fails with `.notInteractive`).
  open var interactionNotAllowed = false
  /// How long a recent device unlock with Touch ID counts (kept, not used).
  open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
  /// The device's biometrics, once `canEvaluatePolicy` was called (whatever it returned).
  open private(set) var biometryType = LABiometryType.none

  /// A context.
  public override init() {}

  /// Whether `policy` can be evaluated on the device, with the reason in `error` when not.
  open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
    let settings = device?.settings ?? AuthenticationDevice.Settings()
    biometryType = settings.biometry
    guard let failure = settings.refusal(of: policy) else { return true }
    error?.pointee = failure.nsError
    return false
  }

  /// Evaluates `policy`: the system prompts with `localizedReason` and tells `reply` the outcome
  /// on another queue — the answer the test set (`harness.setAuthenticationOutcome(_:)`), or the
  /// reason `canEvaluatePolicy` gives when the policy cannot be evaluated.
  open func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String,
    reply: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    let failure = outcome(of: policy, reason: localizedReason)
    _ViewProbeRuntime.completeOnAnotherQueue { reply(failure == nil, failure) }
  }

  /// Evaluates `policy`, as `evaluatePolicy(_:localizedReason:reply:)` does: `true`, or it throws
  /// the failure.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    if let failure = outcome(of: policy, reason: localizedReason) { throw failure }
    return true
  }

  /// Ends the context: later evaluations fail with `.invalidContext`.
  open func invalidate() { isInvalidated = true }

  private var isInvalidated = false

  private func outcome(of policy: LAPolicy, reason: String) -> LAError? {
    if reason.isEmpty {
      _ViewProbeRuntime.reportTrap(
        "evaluatePolicy(_:localizedReason:) was given an empty localizedReason: on a device "
          + "LocalAuthentication raises an exception and the app stops; give the reason the "
          + "prompt shows")
    }
    if isInvalidated { return LAError(.invalidContext) }
    if interactionNotAllowed { return LAError(.notInteractive) }
    guard let device else { return AuthenticationDevice.Settings().refusal(of: policy) }
    return device.evaluate(policy, reason: reason)
  }
}
