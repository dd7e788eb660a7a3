import Foundation
import Testing
import ViewProbe

/// An Apple ID the user signs in with.
public struct AppleIDAccount: Sendable, Equatable {
  /// The user's stable identifier for the app (`credential.user`).
  public var user: String
  /// The name the user shares when the app asks for `.fullName`.
  public var fullName: PersonNameComponents?
  /// The email the user shares when the app asks for `.email` (often a private relay address).
  public var email: String?

  /// An account `user`, sharing `fullName` and `email` when asked.
  public init(
    user: String = "000001.viewprobe.apple-id", fullName: PersonNameComponents? = nil,
    email: String? = nil
  ) {
    self.user = user
    self.fullName = fullName
    self.email = email
  }
}

/// How the user answers the sign-in sheet up on the harness's device.
public enum SimulatedAuthorizationAnswer: Sendable, Equatable {
  /// Continues with Apple ID: name and email are shared only at the account's first sign-in to
  /// the app, and only the ones the request asked for.
  case appleID(AppleIDAccount)
  /// Picks a saved password.
  case password(user: String, password: String)
  /// Approves the passkey: a registration creates one; an assertion uses the saved passkey of
  /// `userID` (the most recent one saved for the relying party when `nil`).
  case passkey(userID: Data? = nil)
  /// Cancels: the app hears `ASAuthorizationError.canceled`.
  case cancel
  /// The sheet fails with `code`.
  case failure(ASAuthorizationError.Code)
}

/// A passkey saved on the harness's device.
public struct SavedPasskey: Sendable, Equatable {
  /// The domain it belongs to.
  public let relyingParty: String
  /// The account's name.
  public let name: String
  /// The account's identifier.
  public let userID: Data
  /// The passkey's identifier.
  public let credentialID: Data
}

/// One harness's device, as AuthenticationServices sees it: the sign-in sheet up (at most one),
/// where each Apple ID's sign-in stands, and the saved passkeys.
final class AuthorizationDevice: _HarnessState, @unchecked Sendable {
  typealias Outcome = Result<ASAuthorization, ASAuthorizationError>
  typealias Sheet = SystemSheet<[ASAuthorizationRequest], ASAuthorization, ASAuthorizationError>

  private let lock = NSLock()
  private var sheet: Sheet?
  private var webSheet: WebSheet?
  private var states: [String: ASAuthorizationAppleIDProvider.CredentialState] = [:]
  private var passkeys: [SavedPasskey] = []
  private var serial = 0

  required init() {}

  /// The device of the harness whose code runs now.
  static var current: AuthorizationDevice? {
    _ViewProbeRuntime.harnessState(AuthorizationDevice.self)
  }

  /// Shows the sheet for `requests` on the current device; `deliver` hears its outcome. Outside
  /// a harness nobody can answer: it fails with `.unknown`. With a sheet up already, the new
  /// one fails with `.canceled`.
  static func present(
    _ requests: [ASAuthorizationRequest], deliver: @escaping (Outcome) -> Void
  ) -> Sheet {
    let sheet = Sheet(requests, deliver: deliver)
    guard let device = current else {
      sheet.finish(.failure(ASAuthorizationError(.unknown)), later: true)
      return sheet
    }
    let shown = device.lock.withLock {
      guard device.sheet == nil else { return false }
      device.sheet = sheet
      sheet.onDismiss = { [weak device] in device?.dismiss(sheet) }
      return true
    }
    if !shown { sheet.finish(.failure(ASAuthorizationError(.canceled)), later: true) }
    return sheet
  }

  /// Shows the sheet for `requests` and waits for the answer (a task waiting so is not waited
  /// for by `settle()`; cancelling it cancels the sheet).
  @MainActor
  static func perform(_ requests: [ASAuthorizationRequest]) async throws -> ASAuthorizationResult {
    let authorization = try await awaitAnswer(
      present: { present(requests, deliver: $0) },
      cancellation: ASAuthorizationError(.canceled))
    return ASAuthorizationResult(authorization)
  }

  /// Presents a sheet with `present` and waits for its outcome, as a task waiting for the user:
  /// `settle()` does not wait for it, and cancelling the task ends the sheet with `cancellation`.
  @MainActor
  static func awaitAnswer<Request, Value: Sendable, Failure: Error>(
    present: (@escaping (Result<Value, Failure>) -> Void) -> SystemSheet<Request, Value, Failure>,
    cancellation: Failure
  ) async throws -> Value {
    let box = SheetBox<SystemSheet<Request, Value, Failure>>()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let unpark = _ViewProbeRuntime.parkCurrentTask()
        box.sheet = present { outcome in
          unpark()
          continuation.resume(with: outcome.mapError { $0 })
        }
      }
    } onCancel: {
      DispatchQueue.main.async { box.sheet?.finish(.failure(cancellation), later: true) }
    }
  }

  /// A sheet shared with a cancellation handler.
  private final class SheetBox<Sheet>: @unchecked Sendable {
    var sheet: Sheet?
  }

  /// Shows the web sign-in sheet for `request` on the current device (outside a harness, or
  /// with one up already, it fails at once with `.canceledLogin`).
  static func presentWeb(
    _ request: WebRequest, deliver: @escaping (WebSheet.Outcome) -> Void
  ) -> WebSheet {
    let sheet = WebSheet(request, deliver: deliver)
    let shown =
      current.map { device in
        device.lock.withLock {
          guard device.webSheet == nil else { return false }
          device.webSheet = sheet
          sheet.onDismiss = { [weak device] in device?.dismissWeb(sheet) }
          return true
        }
      } ?? false
    if !shown {
      sheet.finish(.failure(ASWebAuthenticationSessionError(.canceledLogin)), later: true)
    }
    return sheet
  }

  /// Shows the web sign-in sheet for `request` and waits for the answer, as `perform(_:)` does.
  @MainActor
  static func performWeb(_ request: WebRequest) async throws -> URL {
    try await awaitAnswer(
      present: { presentWeb(request, deliver: $0) },
      cancellation: ASWebAuthenticationSessionError(.canceledLogin))
  }

  private func dismissWeb(_ sheet: WebSheet) {
    lock.withLock { if webSheet === sheet { webSheet = nil } }
  }

  var pendingWebRequest: WebRequest? { lock.withLock { webSheet?.request } }

  /// The web sheet `answer` ends and how, or why the answer does not fit.
  func resolveWeb(_ answer: SimulatedWebAuthenticationAnswer) -> Result<
    (WebSheet, WebSheet.Outcome), Refusal
  > {
    lock.withLock {
      guard let sheet = webSheet else {
        return .failure(
          Refusal(
            "answerWebAuthentication(_:) found no web sign-in sheet up: the app has not "
              + "started an ASWebAuthenticationSession or webAuthenticationSession.authenticate "
              + "since the last answer"))
      }
      let outcome: WebSheet.Outcome
      switch answer {
      case .cancel: outcome = .failure(ASWebAuthenticationSessionError(.canceledLogin))
      case .redirect(let url):
        if let callback = sheet.request.callback, !callback.matchesURL(url) {
          return .failure(
            Refusal(
              "answerWebAuthentication(.redirect(to: \(url))) does not end the session: it "
                + "ends only on a redirect to \(callback.summary), so on a device the browser "
                + "would load that page instead; the sheet stays up"))
        }
        outcome = .success(url)
      }
      webSheet = nil
      return .success((sheet, outcome))
    }
  }

  /// The app quits: its sign-in sheets are dismissed, their completions hearing cancellations.
  @MainActor
  func _appWillQuit() {
    let (sheet, webSheet) = lock.withLock { (self.sheet, self.webSheet) }
    sheet?.finish(.failure(ASAuthorizationError(.canceled)), later: false)
    webSheet?.finish(.failure(ASWebAuthenticationSessionError(.canceledLogin)), later: false)
  }

  private func dismiss(_ sheet: Sheet) {
    lock.withLock { if self.sheet === sheet { self.sheet = nil } }
  }

  var pendingRequests: [ASAuthorizationRequest] { lock.withLock { sheet?.request ?? [] } }
  var savedPasskeys: [SavedPasskey] { lock.withLock { passkeys } }

  func credentialState(of user: String) -> ASAuthorizationAppleIDProvider.CredentialState {
    lock.withLock { states[user] ?? .notFound }
  }

  func setCredentialState(_ state: ASAuthorizationAppleIDProvider.CredentialState, of user: String)
  {
    lock.withLock { states[user] = state }
  }

  func save(_ passkey: SavedPasskey) {
    lock.withLock {
      passkeys.removeAll {
        $0.relyingParty == passkey.relyingParty && $0.userID == passkey.userID
      }
      passkeys.append(passkey)
    }
  }

  /// The sheet `answer` ends and how, or why the answer does not fit the sheet up.
  func resolve(_ answer: SimulatedAuthorizationAnswer) -> Result<(Sheet, Outcome), Refusal> {
    lock.withLock {
      guard let sheet else {
        return .failure(
          Refusal(
            "answerAuthorization(_:) found no sign-in sheet up: the app has not performed an "
              + "authorization request since the last answer (tap its Sign in with Apple button "
              + "first; a request made outside the harness fails at once)"))
      }
      let outcome: Outcome
      switch answer {
      case .cancel: outcome = .failure(ASAuthorizationError(.canceled))
      case .failure(let code): outcome = .failure(ASAuthorizationError(code))
      case .appleID(let account):
        guard
          let request = sheet.request.lazy.compactMap({ $0 as? ASAuthorizationAppleIDRequest })
            .first
        else { return .failure(mismatch(answer, sheet)) }
        outcome = .success(signIn(account, request))
      case .password(let user, let password):
        guard let request = sheet.request.first(where: { $0 is ASAuthorizationPasswordRequest })
        else { return .failure(mismatch(answer, sheet)) }
        outcome = .success(
          ASAuthorization(
            provider: request.provider,
            credential: ASPasswordCredential(user: user, password: password)))
      case .passkey(let userID):
        switch passkey(for: sheet, userID: userID) {
        case .success(let authorization): outcome = .success(authorization)
        case .failure(let refusal): return .failure(refusal)
        }
      }
      self.sheet = nil
      return .success((sheet, outcome))
    }
  }

  /// Why an answer was refused.
  struct Refusal: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }

  private func signIn(_ account: AppleIDAccount, _ request: ASAuthorizationAppleIDRequest)
    -> ASAuthorization
  {
    let scopes = request.requestedScopes ?? []
    let firstTime = states[account.user] != .authorized
    states[account.user] = .authorized
    serial += 1
    let credential = ASAuthorizationAppleIDCredential(
      user: account.user, request: request,
      email: firstTime && scopes.contains(.email) ? account.email : nil,
      fullName: firstTime && scopes.contains(.fullName) ? account.fullName : nil, serial: serial)
    return ASAuthorization(provider: request.provider, credential: credential)
  }

  private func passkey(for sheet: Sheet, userID: Data?) -> Result<ASAuthorization, Refusal> {
    if let request = sheet.request.lazy.compactMap({
      $0 as? ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest
    }).first {
      serial += 1
      let passkey = SavedPasskey(
        relyingParty: Self.relyingParty(of: request), name: request.name, userID: request.userID,
        credentialID: Data("viewprobe-passkey-\(serial)".utf8))
      passkeys.removeAll { $0.relyingParty == passkey.relyingParty && $0.userID == passkey.userID }
      passkeys.append(passkey)
      let credential = ASAuthorizationPlatformPublicKeyCredentialRegistration(
        credentialID: passkey.credentialID, challenge: request.challenge)
      return .success(ASAuthorization(provider: request.provider, credential: credential))
    }
    guard
      let request = sheet.request.lazy.compactMap({
        $0 as? ASAuthorizationPlatformPublicKeyCredentialAssertionRequest
      }).first
    else { return .failure(mismatch(.passkey(userID: userID), sheet)) }
    let party = Self.relyingParty(of: request)
    let saved = passkeys.filter { $0.relyingParty == party }
    guard let chosen = saved.last(where: { userID == nil || $0.userID == userID }) else {
      return .failure(
        Refusal(
          "answerAuthorization(.passkey) found no passkey of \(party) saved on this device"
            + (userID == nil ? "" : " for that userID")
            + ": register one first (a registration request answered with .passkey), or "
            + "save one from an earlier run with harness.savePasskey(relyingParty:name:userID:)"))
    }
    let credential = ASAuthorizationPlatformPublicKeyCredentialAssertion(
      credentialID: chosen.credentialID, userID: chosen.userID, challenge: request.challenge)
    return .success(ASAuthorization(provider: request.provider, credential: credential))
  }

  private static func relyingParty(of request: ASAuthorizationRequest) -> String {
    (request.provider as? ASAuthorizationPlatformPublicKeyCredentialProvider)?
      .relyingPartyIdentifier ?? ""
  }

  private func mismatch(_ answer: SimulatedAuthorizationAnswer, _ sheet: Sheet) -> Refusal {
    let asked = sheet.request.map(Self.describe).joined(separator: ", ")
    return Refusal(
      "answerAuthorization(\(answer)) answers a request the sheet does not show: the app asked "
        + "for \(asked.isEmpty ? "nothing" : asked); answer one of those, or .cancel")
  }

  private static func describe(_ request: ASAuthorizationRequest) -> String {
    switch request {
    case is ASAuthorizationAppleIDRequest: return "Sign in with Apple"
    case is ASAuthorizationPasswordRequest: return "a saved password"
    case is ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest:
      return "a new passkey for \(relyingParty(of: request))"
    case is ASAuthorizationPlatformPublicKeyCredentialAssertionRequest:
      return "a passkey of \(relyingParty(of: request))"
    default: return String(describing: type(of: request))
    }
  }
}

extension ParentHarness {
  private var authorizationDevice: AuthorizationDevice {
    _harnessState(AuthorizationDevice.self)
  }

  /// The requests of the sign-in sheet up on this harness's device (empty when none is up): an
  /// `ASAuthorizationAppleIDRequest` carries the scopes, nonce and state the app set.
  public var pendingAuthorizationRequests: [ASAuthorizationRequest] {
    authorizationDevice.pendingRequests
  }

  /// Answers the sign-in sheet up on this harness's device as the user would: the app's
  /// completion (`onCompletion`, the delegate) runs now, in one update; an awaiting
  /// `authorizationController.performRequests(_:)` resumes at the next `settle()`. An answer that
  /// does not fit the sheet (no sheet up, `.password` when no password was asked for) is
  /// recorded as misuse and leaves the sheet up.
  public func answerAuthorization(
    _ answer: SimulatedAuthorizationAnswer, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    switch authorizationDevice.resolve(answer) {
    case .failure(let refusal): _reportMisuse(refusal.message, sourceLocation: sourceLocation)
    case .success(let (sheet, outcome)):
      _perform(sourceLocation: sourceLocation) { sheet.finish(outcome, later: false) }
    }
  }

  /// Says where `userID`'s sign-in with Apple stands (an earlier run signed in: `.authorized`,
  /// so the next sign-in shares no name or email; `.notFound` unless said).
  public func setAppleIDCredentialState(
    _ state: ASAuthorizationAppleIDProvider.CredentialState, forUserID userID: String
  ) {
    authorizationDevice.setCredentialState(state, of: userID)
  }

  /// The user stops using Apple ID with the app (in Settings): `userID`'s state becomes
  /// `.revoked` and `credentialRevokedNotification` is posted to this harness's views. The next
  /// sign-in shares the name and email again.
  public func revokeAppleID(
    userID: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    authorizationDevice.setCredentialState(.revoked, of: userID)
    _perform(sourceLocation: sourceLocation) {
      NotificationCenter.default.post(
        name: ASAuthorizationAppleIDProvider.credentialRevokedNotification, object: nil)
    }
  }

  /// The passkeys saved on this harness's device, oldest first.
  public var savedPasskeys: [SavedPasskey] { authorizationDevice.savedPasskeys }

  /// Saves a passkey of `relyingParty` for the account `name` (`userID`), as an earlier run
  /// would have: an assertion request answered with `.passkey` can then use it.
  public func savePasskey(relyingParty: String, name: String, userID: Data) {
    authorizationDevice.save(
      SavedPasskey(
        relyingParty: relyingParty, name: name, userID: userID,
        credentialID: Data("viewprobe-saved-passkey-\(name)".utf8)))
  }
}
