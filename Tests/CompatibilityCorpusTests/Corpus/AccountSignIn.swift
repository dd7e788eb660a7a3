import AuthenticationServices
import Foundation
import Security

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A member's account: Sign in with Apple (with the name kept from the first sign-in, when Apple
/// shares it), a web sign-in with a partner site, and a passkey.
@MainActor
@Observable
final class MemberAccount {
  enum Method: Equatable {
    case apple
    case partner
    case passkey
  }

  private(set) var userID: String?
  private(set) var displayName = ""
  private(set) var email: String?
  private(set) var method: Method?
  var problem: String?
  /// The nonce of the last Sign in with Apple request, which the identity token must carry.
  private(set) var nonce = ""
  /// What the app's server keeps per Apple user: the name and email shared at the first sign-in.
  private var profiles: [String: (name: String, email: String?)] = [:]

  var isSignedIn: Bool { userID != nil }

  func prepare(_ request: ASAuthorizationAppleIDRequest) {
    nonce = UUID().uuidString
    request.requestedScopes = [.fullName, .email]
    request.nonce = nonce
    problem = nil
  }

  func finish(_ result: Result<ASAuthorization, any Error>) {
    switch result {
    case .success(let authorization):
      guard let credential = authorization.credential as? ASAuthorizationAppleIDCredential else {
        problem = "Unexpected credential"
        return
      }
      guard let token = credential.identityToken.flatMap({ String(data: $0, encoding: .utf8) }),
        Self.claim("nonce", in: token) == nonce
      else {
        problem = "The sign-in could not be verified"
        return
      }
      if let name = credential.fullName?.formatted(), !name.isEmpty {
        profiles[credential.user] = (name, credential.email)
      }
      let profile = profiles[credential.user]
      signIn(
        credential.user, name: profile?.name ?? "Member", email: profile?.email, method: .apple)
    case .failure(let error):
      if let error = error as? ASAuthorizationError, error.code == .canceled { return }
      problem = "Sign in with Apple failed (\((error as NSError).code))"
    }
  }

  func signInWithPartner(using session: WebAuthenticationSession) async {
    var components = URLComponents(string: "https://partner.example.com/oauth/authorize")!
    components.queryItems = [URLQueryItem(name: "client_id", value: "member-app")]
    do {
      let callback = try await session.authenticate(
        using: components.url!, callbackURLScheme: "memberapp",
        preferredBrowserSession: .ephemeral)
      let code = URLComponents(url: callback, resolvingAgainstBaseURL: false)?
        .queryItems?.first { $0.name == "code" }?.value
      guard let code else {
        problem = "The partner did not sign you in"
        return
      }
      signIn("partner-\(code)", name: "Partner member", email: nil, method: .partner)
    } catch ASWebAuthenticationSessionError.canceledLogin {
      problem = nil
    } catch {
      problem = "Partner sign-in failed"
    }
  }

  func createPasskey(named name: String, using controller: AuthorizationController) async {
    let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(
      relyingPartyIdentifier: "members.example.com")
    let request = provider.createCredentialRegistrationRequest(
      challenge: Data("register".utf8), name: name, userID: Data(name.utf8))
    do {
      if case .passkeyRegistration = try await controller.performRequest(request) {
        signIn(name, name: name, email: nil, method: .passkey)
      }
    } catch {
      problem = "No passkey was created"
    }
  }

  func signInWithPasskey(using controller: AuthorizationController) async {
    let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(
      relyingPartyIdentifier: "members.example.com")
    let requests: [ASAuthorizationRequest] = [
      provider.createCredentialAssertionRequest(challenge: Data("sign in".utf8)),
      ASAuthorizationPasswordProvider().createRequest(),
    ]
    do {
      switch try await controller.performRequests(requests) {
      case .passkeyAssertion(let assertion):
        let name = String(decoding: assertion.userID, as: UTF8.self)
        signIn(name, name: name, email: nil, method: .passkey)
      case .password(let password):
        signIn(password.user, name: password.user, email: nil, method: .passkey)
      default:
        problem = "Unexpected credential"
      }
    } catch {
      problem = nil
    }
  }

  /// At launch, as Apple's guide to Sign in with Apple recommends: the user identifier kept in
  /// the keychain signs the member back in while Apple says the sign-in still holds; a revoked
  /// one is forgotten.
  func restoreAppleSignIn() async {
    guard userID == nil, let saved = AppleUserKeychain.read() else { return }
    let state = try? await ASAuthorizationAppleIDProvider().credentialState(forUserID: saved.id)
    if state == .authorized {
      signIn(saved.id, name: saved.name, email: nil, method: .apple)
    } else {
      AppleUserKeychain.delete()
    }
  }

  func signOut() {
    if method == .apple { AppleUserKeychain.delete() }
    userID = nil
    displayName = ""
    email = nil
    method = nil
  }

  private func signIn(_ id: String, name: String, email: String?, method: Method) {
    userID = id
    displayName = name
    self.email = email
    self.method = method
    if method == .apple { AppleUserKeychain.save(id: id, name: name) }
  }

  /// The claim `name` of a JSON Web Token's payload.
  private static func claim(_ name: String, in token: String) -> String? {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return nil }
    var payload = parts[1].replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    payload += String(repeating: "=", count: (4 - payload.count % 4) % 4)
    guard let data = Data(base64Encoded: payload),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object[name] as? String
  }
}

/// The sign-in screen, and the member's page once signed in.
struct AccountSignIn: View {
  @State private var account = MemberAccount()
  @State private var passkeyName = ""
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.webAuthenticationSession) private var webAuthenticationSession
  @Environment(\.authorizationController) private var authorizationController

  var body: some View {
    VStack(spacing: 12) {
      if account.isSignedIn {
        VStack {
          Text("Welcome, \(account.displayName)")
          if let email = account.email { Text(email) }
        }
        .padding()
        .background(
          .background.shadow(.drop(color: .black.opacity(0.2), radius: 6, y: 2)),
          in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        Button("Sign Out", role: .destructive) { account.signOut() }
      } else {
        SignInWithAppleButton(.continue) { request in
          account.prepare(request)
        } onCompletion: { result in
          account.finish(result)
        }
        .signInWithAppleButtonStyle(colorScheme == .dark ? .white : .black)
        .frame(height: 44)
        Button("Continue with Partner") {
          Task { await account.signInWithPartner(using: webAuthenticationSession) }
        }
        TextField("Passkey name", text: $passkeyName)
          .textContentType(.username)
        Button("Create Passkey") {
          Task { await account.createPasskey(named: passkeyName, using: authorizationController) }
        }
        .disabled(passkeyName.isEmpty)
        Button("Sign in with Passkey") {
          Task { await account.signInWithPasskey(using: authorizationController) }
        }
      }
      if let problem = account.problem {
        Text(problem)
          .foregroundStyle(.red)
      }
    }
    .padding()
    .onReceive(
      NotificationCenter.default.publisher(
        for: ASAuthorizationAppleIDProvider.credentialRevokedNotification)
    ) { _ in
      account.signOut()
    }
    .task { await account.restoreAppleSignIn() }
  }
}

/// The signed-in Apple user, kept in the keychain (it outlives the app).
enum AppleUserKeychain {
  private static let service = "com.example.members.apple-user"

  static func save(id: String, name: String) {
    let attributes: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword,
      kSecAttrService as String: service,
      kSecAttrAccount as String: id,
      kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
      kSecValueData as String: Data(name.utf8),
    ]
    if SecItemAdd(attributes as CFDictionary, nil) == errSecDuplicateItem {
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrAccount as String: id,
      ]
      let changes: [String: Any] = [kSecValueData as String: Data(name.utf8)]
      SecItemUpdate(query as CFDictionary, changes as CFDictionary)
    }
  }

  static func read() -> (id: String, name: String)? {
    let query: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword,
      kSecAttrService as String: service,
      kSecReturnAttributes as String: true,
      kSecReturnData as String: true,
      kSecMatchLimit as String: kSecMatchLimitOne,
    ]
    var item: CFTypeRef?
    guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess,
      let found = item as? [String: Any],
      let id = found[kSecAttrAccount as String] as? String,
      let data = found[kSecValueData as String] as? Data
    else { return nil }
    return (id, String(decoding: data, as: UTF8.self))
  }

  static func delete() {
    let query: [String: Any] = [
      kSecClass as String: kSecClassGenericPassword,
      kSecAttrService as String: service,
    ]
    SecItemDelete(query as CFDictionary)
  }
}
