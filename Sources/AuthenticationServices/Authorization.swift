// Linux has no AuthenticationServices. There, ViewProbe's product includes this stand-in, so that a
// view that signs in with Apple (`SignInWithAppleButton`, `ASAuthorizationController`), with a
// saved password or with a passkey (`@Environment(\.authorizationController)`) compiles unchanged.
// Each harness is a device whose sign-in sheet waits for the test to answer it, as a user would
// (`AuthorizationDevice.swift`): `harness.answerAuthorization(.appleID(…))`, `.cancel` ….
import Foundation
import ViewProbe

/// The error domain of AuthenticationServices' authorization errors.
public let ASAuthorizationErrorDomain = "com.apple.AuthenticationServices.AuthorizationError"

/// Why an authorization failed.
public struct ASAuthorizationError: CustomNSError, Hashable, Sendable, CustomStringConvertible {
  /// The reasons (Apple's raw values).
  public enum Code: Int, Sendable {
    /// The authorization failed for an unknown reason (no Apple ID signed in on the device).
    case unknown = 1000
    /// The user cancelled.
    case canceled = 1001
    /// The response was not valid.
    case invalidResponse = 1002
    /// The request was not handled.
    case notHandled = 1003
    /// The authorization failed.
    case failed = 1004
    /// The request needed interaction that was not allowed.
    case notInteractive = 1005
    /// A passkey the registration excluded already exists.
    case matchedExcludedCredential = 1006
    /// A credential import failed.
    case credentialImport = 1007
    /// A credential export failed.
    case credentialExport = 1008
    /// The user prefers to sign in with Apple.
    case preferSignInWithApple = 1009
    /// The device cannot create passkeys.
    case deviceNotConfiguredForPasskeyCreation = 1010
  }

  /// The reason.
  public let code: Code

  /// An error with `code`.
  public init(_ code: Code) { self.code = code }

  /// The error's domain.
  public static var errorDomain: String { ASAuthorizationErrorDomain }

  /// The error as Apple's text names it ("… AuthorizationError error 1001").
  public var description: String {
    "The operation couldn’t be completed. (\(ASAuthorizationErrorDomain) error \(code.rawValue).)"
  }

  /// The code, as an `NSError`'s (`(error as NSError).code == 1001`).
  public var errorCode: Int { code.rawValue }

  /// The description, as an `NSError`'s `localizedDescription`.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

  /// The user cancelled.
  public static let canceled = Code.canceled
  /// An unknown failure.
  public static let unknown = Code.unknown
  /// The response was not valid.
  public static let invalidResponse = Code.invalidResponse
  /// The request was not handled.
  public static let notHandled = Code.notHandled
  /// The authorization failed.
  public static let failed = Code.failed
  /// Interaction was not allowed.
  public static let notInteractive = Code.notInteractive
  /// A passkey the registration excluded already exists.
  public static let matchedExcludedCredential = Code.matchedExcludedCredential
}

extension ASAuthorizationError.Code {
  /// Whether `error` is an `ASAuthorizationError` with `code` (`catch ASAuthorizationError.canceled`).
  public static func ~= (code: ASAuthorizationError.Code, error: any Error) -> Bool {
    (error as? ASAuthorizationError)?.code == code
  }
}

/// A source of credentials: Apple ID, the saved passwords, passkeys.
public protocol ASAuthorizationProvider: NSObjectProtocol {}

/// A credential an authorization gave.
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// A request for a credential, made by a provider.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
  /// The provider that made the request.
  public let provider: any ASAuthorizationProvider

  init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

/// The outcome of a successful authorization: which provider answered, and its credential.
open class ASAuthorization: NSObject, @unchecked Sendable {
  /// The provider that answered.
  public let provider: any ASAuthorizationProvider
  /// The credential (`as? ASAuthorizationAppleIDCredential`, `as? ASPasswordCredential` …).
  public let credential: any ASAuthorizationCredential

  init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
    self.provider = provider
    self.credential = credential
  }
}

extension ASAuthorization {
  /// What an Apple ID request asks the user to share.
  public struct Scope: RawRepresentable, Hashable, Sendable {
    /// The scope's name.
    public let rawValue: String
    /// A scope named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The user's full name.
    public static let fullName = Scope(rawValue: "full_name")
    /// The user's email address.
    public static let email = Scope(rawValue: "email")
  }

  /// What an OpenID request does.
  public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
    /// The operation's name.
    public let rawValue: String
    /// An operation named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Signs in (the default).
    public static let operationLogin = OpenIDOperation(rawValue: "login")
    /// Refreshes a credential.
    public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
    /// Signs out.
    public static let operationLogout = OpenIDOperation(rawValue: "logout")
    /// The implicit operation.
    public static let operationImplicit = OpenIDOperation(rawValue: "")
  }
}

/// An OpenID request: scopes, a nonce and a state the credential carries back.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
  /// What the user is asked to share.
  open var requestedScopes: [ASAuthorization.Scope]?
  /// A value the app echoes back in the credential.
  open var state: String?
  /// A value the identity token carries, against replay attacks.
  open var nonce: String?
  /// What the request does (`.operationLogin` unless set).
  open var requestedOperation = ASAuthorization.OpenIDOperation.operationLogin
}

/// A request to sign in with Apple.
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
  /// The user identifier of an earlier sign-in, to refresh it.
  open var user: String?
}

/// Whether the user is likely a real person.
public enum ASUserDetectionStatus: Int, Sendable {
  /// Not supported on this platform.
  case unsupported = 0
  /// Not known.
  case unknown = 1
  /// Likely a real person.
  case likelyReal = 2
}

/// The credential of a successful Sign in with Apple.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential,
  @unchecked Sendable
{
  /// The user's stable identifier for this app.
  public let user: String
  /// The state the request carried.
  public let state: String?
  /// The scopes the user authorized.
  public let authorizedScopes: [ASAuthorization.Scope]
  /// A token for the app's server (here a stand-in value).
  public let authorizationCode: Data?
  /// A JSON Web Token about the user: here unsigned, with `iss`, `aud`, `sub`, the request's
  /// `nonce` and the email when shared.
  public let identityToken: Data?
  /// The user's email: only at the user's first sign-in to the app, and only when asked for.
  public let email: String?
  /// The user's name: only at the user's first sign-in to the app, and only when asked for.
  public let fullName: PersonNameComponents?
  /// Whether the user is likely real (`.unknown` here).
  public let realUserStatus = ASUserDetectionStatus.unknown

  init(
    user: String, request: ASAuthorizationAppleIDRequest?, email: String?,
    fullName: PersonNameComponents?, serial: Int
  ) {
    self.user = user
    self.state = request?.state
    let scopes = request?.requestedScopes ?? []
    self.authorizedScopes = scopes.filter {
      ($0 == .email && email != nil) || ($0 == .fullName && fullName != nil)
    }
    self.email = email
    self.fullName = fullName
    self.authorizationCode = Data("viewprobe-authorization-code-\(serial)".utf8)
    self.identityToken = Self.token(user: user, nonce: request?.nonce, email: email)
  }

  /// An unsigned JSON Web Token with the claims an app's server reads.
  private static func token(user: String, nonce: String?, email: String?) -> Data {
    var claims: [String: String] = [
      "iss": "https://appleid.apple.com", "sub": user,
      "aud": Bundle.main.bundleIdentifier ?? "com.example.app",
    ]
    if let nonce { claims["nonce"] = nonce }
    if let email { claims["email"] = email }
    func part(_ object: [String: String]) -> String {
      let data =
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
      return data.base64EncodedString().replacingOccurrences(of: "+", with: "-")
        .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
    return Data("\(part(["alg": "none", "kid": "viewprobe"])).\(part(claims)).".utf8)
  }
}

/// Makes Sign in with Apple requests and answers whether a user's sign-in still holds.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  /// Where the user's sign-in with Apple stands for this app.
  public enum CredentialState: Int, Sendable {
    /// The user stopped using Apple ID with the app.
    case revoked = 0
    /// The user is signed in.
    case authorized = 1
    /// The user never signed in (on this device's app, here this harness's).
    case notFound = 2
    /// The app moved to another team.
    case transferred = 3
  }

  /// Posted when the user stops using Apple ID with the app (`harness.revokeAppleID(user:)`).
  public static let credentialRevokedNotification = Notification.Name(
    "ASAuthorizationAppleIDCredentialRevokedNotification")

  /// A provider.
  public override init() {}

  /// A new request, to configure and perform.
  open func createRequest() -> ASAuthorizationAppleIDRequest {
    ASAuthorizationAppleIDRequest(provider: self)
  }

  /// Where `userID`'s sign-in stands, told to `completion` on another queue.
  open func getCredentialState(
    forUserID userID: String,
    completion: @escaping @Sendable (CredentialState, (any Error)?) -> Void
  ) {
    let state = AuthorizationDevice.current?.credentialState(of: userID) ?? .notFound
    _ViewProbeRuntime.completeOnAnotherQueue { completion(state, nil) }
  }

  /// Where `userID`'s sign-in stands.
  open func credentialState(forUserID userID: String) async throws -> CredentialState {
    AuthorizationDevice.current?.credentialState(of: userID) ?? .notFound
  }
}

/// A request for one of the user's saved passwords.
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

/// Makes requests for the user's saved passwords.
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  /// A provider.
  public override init() {}

  /// A new request.
  open func createRequest() -> ASAuthorizationPasswordRequest {
    ASAuthorizationPasswordRequest(provider: self)
  }
}

/// A saved user name and password.
open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  /// The user name.
  public let user: String
  /// The password.
  public let password: String

  /// A credential of `user` and `password`.
  public init(user: String, password: String) {
    self.user = user
    self.password = password
  }
}
