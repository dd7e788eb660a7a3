import Foundation
import ViewProbe

/// The window a sign-in sheet is presented over.
public typealias ASPresentationAnchor = UIWindow

/// Hears how an `ASAuthorizationController`'s requests ended, on the main queue. Both methods
/// do nothing unless the delegate implements them.
@MainActor
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
  /// The user authorized: `authorization.credential` is the credential of the request answered.
  func authorizationController(
    controller: ASAuthorizationController,
    didCompleteWithAuthorization authorization: ASAuthorization)
  /// The requests failed (`ASAuthorizationError`, `.canceled` when the user cancelled).
  func authorizationController(
    controller: ASAuthorizationController, didCompleteWithError error: any Error)
  /// The user chose one of the custom methods the controller offered.
  func authorizationController(
    _ controller: ASAuthorizationController,
    didCompleteWithCustomMethod method: ASAuthorizationCustomMethod)
}

extension ASAuthorizationControllerDelegate {
  /// Does nothing.
  public func authorizationController(
    controller: ASAuthorizationController,
    didCompleteWithAuthorization authorization: ASAuthorization
  ) {}
  /// Does nothing.
  public func authorizationController(
    controller: ASAuthorizationController, didCompleteWithError error: any Error
  ) {}
  /// Does nothing.
  public func authorizationController(
    _ controller: ASAuthorizationController,
    didCompleteWithCustomMethod method: ASAuthorizationCustomMethod
  ) {}
}

/// Gives the window a sign-in sheet is presented over (asked, not used: a harness has one).
@MainActor
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
  /// The window to present over.
  func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Performs authorization requests: the system's sheet is up on the harness's device until the
/// test answers it (`harness.answerAuthorization(_:)`), then the delegate hears the outcome.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
  /// How requests are performed.
  public struct RequestOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Fail with `.canceled` instead of showing a sheet when no credential is at hand (kept, not
    /// used: the sheet waits for the test's answer).
    public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
  }

  /// The requests the controller performs.
  public let authorizationRequests: [ASAuthorizationRequest]
  /// Hears the outcome.
  open weak var delegate: (any ASAuthorizationControllerDelegate)?
  /// Gives the window to present over.
  open weak var presentationContextProvider:
    (any ASAuthorizationControllerPresentationContextProviding)?

  private var sheet: AuthorizationDevice.Sheet?

  /// A controller for `authorizationRequests`.
  public init(authorizationRequests: [ASAuthorizationRequest]) {
    self.authorizationRequests = authorizationRequests
  }

  /// Shows the sheet for the requests; the delegate hears the outcome once the user answers.
  open func performRequests() { perform() }

  /// Shows the sheet for the requests, with `options`.
  open func performRequests(options: RequestOptions) { perform() }

  /// Offers the requests' credentials in the keyboard's suggestions: here a sheet as well, which
  /// the test answers.
  open func performAutoFillAssistedRequests() { perform() }

  /// Dismisses the sheet: the delegate hears `.canceled`.
  open func cancel() {
    guard let sheet else { return }
    self.sheet = nil
    sheet.cancel()
  }

  private func perform() {
    // The outcome is delivered on the main queue (or by the harness's answer, on the main actor).
    sheet = AuthorizationDevice.present(authorizationRequests) { [self] outcome in
      sheet = nil
      MainActor.assumeIsolated {
        switch outcome {
        case .success(let authorization):
          delegate?.authorizationController(
            controller: self, didCompleteWithAuthorization: authorization)
        case .failure(let error):
          delegate?.authorizationController(controller: self, didCompleteWithError: error)
        }
      }
    }
  }
}

/// A kind of custom sign-in an app offers beside the credentials.
public struct ASAuthorizationCustomMethod: RawRepresentable, Hashable, Sendable {
  /// The method's name.
  public let rawValue: String
  /// A method named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Sign in through a TV provider.
  public static let videoSubscriberAccount = ASAuthorizationCustomMethod(
    rawValue: "videoSubscriberAccount")
  /// Restore purchases.
  public static let restorePurchase = ASAuthorizationCustomMethod(rawValue: "restorePurchase")
  /// Another method.
  public static let other = ASAuthorizationCustomMethod(rawValue: "other")
}

/// A security key's sign-in (never produced here: the harness's device has no security key).
open class ASAuthorizationSecurityKeyPublicKeyCredentialAssertion: NSObject,
  ASAuthorizationCredential, @unchecked Sendable
{
  /// The key's identifier.
  public let credentialID = Data()
  /// The account's identifier.
  public let userID = Data()
}

/// A security key's registration (never produced here: the harness's device has no security
/// key).
open class ASAuthorizationSecurityKeyPublicKeyCredentialRegistration: NSObject,
  ASAuthorizationCredential, @unchecked Sendable
{
  /// The key's identifier.
  public let credentialID = Data()
}

/// The credential a SwiftUI authorization gave, by kind.
public enum ASAuthorizationResult: Sendable {
  /// A saved password.
  case password(ASPasswordCredential)
  /// A Sign in with Apple credential.
  case appleID(ASAuthorizationAppleIDCredential)
  /// A sign-in with a passkey.
  case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
  /// A new passkey.
  case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
  /// A sign-in with a security key.
  case securityKeyAssertion(ASAuthorizationSecurityKeyPublicKeyCredentialAssertion)
  /// A new security key credential.
  case securityKeyRegistration(ASAuthorizationSecurityKeyPublicKeyCredentialRegistration)
  /// A custom method the user chose.
  case customMethod(ASAuthorizationCustomMethod)

  init(_ authorization: ASAuthorization) {
    switch authorization.credential {
    case let credential as ASPasswordCredential: self = .password(credential)
    case let credential as ASAuthorizationPlatformPublicKeyCredentialAssertion:
      self = .passkeyAssertion(credential)
    case let credential as ASAuthorizationPlatformPublicKeyCredentialRegistration:
      self = .passkeyRegistration(credential)
    case let credential as ASAuthorizationAppleIDCredential: self = .appleID(credential)
    default: self = .customMethod(.other)
    }
  }
}

/// Performs authorization requests from SwiftUI (`@Environment(\.authorizationController)`): the
/// sheet is up on the harness's device until the test answers it
/// (`harness.answerAuthorization(_:)`); the awaiting task then resumes with the credential, or
/// throws the failure (`ASAuthorizationError`, `.canceled` when the user cancelled).
public struct AuthorizationController: Sendable {
  init() {}

  /// Shows the sheet for `requests`; the credential of the one the user answers.
  @MainActor
  public func performRequests(
    _ requests: [ASAuthorizationRequest],
    options: ASAuthorizationController.RequestOptions = []
  ) async throws -> ASAuthorizationResult {
    try await AuthorizationDevice.perform(requests)
  }

  /// Shows the sheet for `request`; its credential.
  @MainActor
  public func performRequest(
    _ request: ASAuthorizationRequest,
    options: ASAuthorizationController.RequestOptions = []
  ) async throws -> ASAuthorizationResult {
    try await AuthorizationDevice.perform([request])
  }

  /// Offers `requests`' credentials in the keyboard's suggestions (here a sheet the test
  /// answers).
  @MainActor
  public func performAutoFillAssistedRequests(_ requests: [ASAuthorizationRequest]) async throws
    -> ASAuthorizationResult
  {
    try await AuthorizationDevice.perform(requests)
  }

  /// Offers `request`'s credential in the keyboard's suggestions (here a sheet the test answers).
  @MainActor
  public func performAutoFillAssistedRequest(_ request: ASAuthorizationRequest) async throws
    -> ASAuthorizationResult
  {
    try await AuthorizationDevice.perform([request])
  }
}

extension EnvironmentValues {
  /// Performs authorization requests (Sign in with Apple, passwords, passkeys) for the views.
  public var authorizationController: AuthorizationController { AuthorizationController() }
}
