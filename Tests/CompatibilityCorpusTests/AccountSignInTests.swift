#if !canImport(Darwin)
  import AuthenticationServices
  import Foundation
  import Testing
  import ViewProbe

  /// Each harness is a device whose sign-in sheets wait for the test to answer them as the user
  /// would: Sign in with Apple (name and email shared once), a web sign-in, passkeys.
  @MainActor
  @Suite("Corpus: account sign-in, answered by the test", .viewProbe)
  struct AccountSignInTests {
    private var jane: AppleIDAccount {
      var name = PersonNameComponents()
      name.givenName = "Jane"
      name.familyName = "Appleseed"
      return AppleIDAccount(user: "001.jane", fullName: name, email: "jane@privaterelay.example")
    }

    @Test("first Sign in with Apple: the sheet asks for name and email, Apple shares them once")
    func firstSignInSharesNameAndEmail() throws {
      let harness = ParentHarness { AccountSignIn() }
      try harness.find(button: "Continue with Apple").tap()
      let request = try #require(
        harness.pendingAuthorizationRequests.first as? ASAuthorizationAppleIDRequest)
      #expect(request.requestedScopes == [.fullName, .email])
      #expect(request.nonce?.isEmpty == false)
      // The sheet is up: nothing has happened yet.
      #expect(!harness.visibleTexts.contains { $0.hasPrefix("Welcome") })
      harness.answerAuthorization(.appleID(jane))
      #expect(harness.pendingAuthorizationRequests.isEmpty)
      #expect(harness.visibleTexts.contains("Welcome, Jane Appleseed"))
      #expect(harness.visibleTexts.contains("jane@privaterelay.example"))

      // Signing out and in again: Apple shares nothing now; the app shows what it kept.
      try harness.find(button: "Sign Out").tap()
      try harness.find(button: "Continue with Apple").tap()
      harness.answerAuthorization(.appleID(jane))
      #expect(harness.visibleTexts.contains("Welcome, Jane Appleseed"))
    }

    @Test("relaunched, the member is signed back in from the keychain while Apple says it holds")
    func relaunchRestoresTheSignIn() async throws {
      let harness = ParentHarness { AccountSignIn() }
      try harness.find(button: "Continue with Apple").tap()
      harness.answerAuthorization(.appleID(jane))
      #expect(harness.keychainItems.map(\.account) == ["001.jane"])
      #expect(harness.keychainItems.first?.accessible == "ck")
      harness.relaunch()
      #expect(harness.visibleTexts.contains("Continue with Apple"), "the views start over")
      await harness.settle()
      #expect(harness.visibleTexts.contains("Welcome, Jane Appleseed"))

      // The user stops using Apple ID with the app while it is not running.
      harness.setAppleIDCredentialState(.revoked, forUserID: "001.jane")
      harness.relaunch()
      await harness.settle()
      #expect(harness.visibleTexts.contains("Continue with Apple"))
      #expect(harness.keychainItems.isEmpty, "the app forgets a revoked user")
    }

    @Test("quitting the app dismisses its sign-in sheets; the relaunched app shows none")
    func relaunchDismissesSheets() async throws {
      let harness = ParentHarness { AccountSignIn() }
      try harness.find(button: "Continue with Partner").tap()
      try harness.find(button: "Sign in with Passkey").tap()
      await harness.settle()
      #expect(harness.pendingAuthorizationRequests.count == 2)
      #expect(harness.pendingWebAuthenticationURL != nil)
      harness.relaunch()
      await harness.settle()
      #expect(harness.pendingAuthorizationRequests.isEmpty)
      #expect(harness.pendingWebAuthenticationURL == nil)
      #expect(!harness.visibleTexts.contains { $0.contains("failed") })
    }

    @Test("a reinstalled app finds the keychain item an earlier install left")
    func reinstallFindsTheKeychain() async throws {
      let harness = ParentHarness { AccountSignIn() }
      harness.addKeychainItem(
        service: "com.example.members.apple-user", account: "001.jane", data: Data("Jane".utf8))
      harness.setAppleIDCredentialState(.authorized, forUserID: "001.jane")
      harness.relaunch()
      await harness.settle()
      #expect(harness.visibleTexts.contains("Welcome, Jane"))
      try harness.find(button: "Sign Out").tap()
      #expect(harness.keychainItems.isEmpty)
    }

    @Test("an account that signed in on an earlier run: no name, so the app's fallback shows")
    func returningAccountSharesNothing() throws {
      let harness = ParentHarness { AccountSignIn() }
      harness.setAppleIDCredentialState(.authorized, forUserID: "001.jane")
      try harness.find(button: "Continue with Apple").tap()
      harness.answerAuthorization(.appleID(jane))
      #expect(harness.visibleTexts.contains("Welcome, Member"))
      #expect(!harness.visibleTexts.contains("jane@privaterelay.example"))
    }

    @Test("the user cancels: the app shows nothing; a failure shows its code")
    func cancelAndFailure() throws {
      let harness = ParentHarness { AccountSignIn() }
      try harness.find(button: "Continue with Apple").tap()
      harness.answerAuthorization(.cancel)
      #expect(harness.visibleTexts.contains("Continue with Apple"))
      #expect(!harness.visibleTexts.contains { $0.hasPrefix("Sign in with Apple failed") })
      try harness.find(button: "Continue with Apple").tap()
      harness.answerAuthorization(.failure(.failed))
      #expect(harness.visibleTexts.contains("Sign in with Apple failed (1004)"))
    }

    @Test("the user stops using Apple ID with the app: the revocation notice signs them out")
    func revocationSignsOut() throws {
      let harness = ParentHarness { AccountSignIn() }
      try harness.find(button: "Continue with Apple").tap()
      harness.answerAuthorization(.appleID(jane))
      #expect(harness.visibleTexts.contains("Welcome, Jane Appleseed"))
      harness.revokeAppleID(userID: "001.jane")
      #expect(harness.visibleTexts.contains("Continue with Apple"))
    }

    @Test("a web sign-in: the browser shows the partner's page until its redirect comes back")
    func partnerSignIn() async throws {
      let harness = ParentHarness { AccountSignIn() }
      try harness.find(button: "Continue with Partner").tap()
      await harness.settle()
      let page = try #require(harness.pendingWebAuthenticationURL)
      #expect(page.host == "partner.example.com")
      withKnownIssue {
        harness.answerWebAuthentication(
          .redirect(to: URL(string: "https://elsewhere.example/?code=1")!))
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.contains("ends only on a redirect to a memberapp: URL")
        }
      }
      #expect(harness.pendingWebAuthenticationURL != nil, "a redirect elsewhere leaves it up")
      harness.answerWebAuthentication(.redirect(to: URL(string: "memberapp://done?code=77")!))
      await harness.settle()
      #expect(harness.visibleTexts.contains("Welcome, Partner member"))
    }

    @Test("a passkey created on this device signs in later; none saved: the answer is refused")
    func passkeys() async throws {
      let harness = ParentHarness { AccountSignIn() }
      try harness.find(button: "Sign in with Passkey").tap()
      await harness.settle()
      withKnownIssue {
        harness.answerAuthorization(.passkey())
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("no passkey of members.example.com") }
      }
      harness.answerAuthorization(.cancel)
      await harness.settle()
      try harness.find(textField: "Passkey name").setInput("ada")
      try harness.find(button: "Create Passkey").tap()
      await harness.settle()
      harness.answerAuthorization(.passkey())
      await harness.settle()
      #expect(harness.visibleTexts.contains("Welcome, ada"))
      #expect(harness.savedPasskeys.map(\.name) == ["ada"])
      try harness.find(button: "Sign Out").tap()
      try harness.find(button: "Sign in with Passkey").tap()
      await harness.settle()
      harness.answerAuthorization(.passkey())
      await harness.settle()
      #expect(harness.visibleTexts.contains("Welcome, ada"))
    }

    @Test("an answer with no sheet up, or one the sheet does not ask for, is misuse")
    func misfitAnswers() throws {
      let harness = ParentHarness { AccountSignIn() }
      withKnownIssue {
        harness.answerAuthorization(.cancel)
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("found no sign-in sheet up") }
      }
      try harness.find(button: "Continue with Apple").tap()
      withKnownIssue {
        harness.answerAuthorization(.password(user: "ada", password: "secret"))
      } matching: { issue in
        issue.comments.contains {
          $0.rawValue.contains("the app asked for Sign in with Apple; answer one of those")
        }
      }
      #expect(harness.pendingAuthorizationRequests.count == 1, "the sheet stays up")
    }

    @Test("a sheet nobody has answered yet does not hold settle(); the task resumes once answered")
    func unansweredSheet() async throws {
      let harness = ParentHarness { AccountSignIn() }
      try harness.find(button: "Sign in with Passkey").tap()
      // The task waits for the user, not for work: settle() returns with the sheet up.
      await harness.settle()
      #expect(harness.pendingAuthorizationRequests.count == 2)
      #expect(!harness.visibleTexts.contains { $0.hasPrefix("Welcome") })
      harness.answerAuthorization(.password(user: "grace", password: "hopper"))
      await harness.settle()
      #expect(harness.visibleTexts.contains("Welcome, grace"))
    }

    @Test(
      "one sheet at a time: a second request fails at once; cancel() and a missing context end it")
    func sheetDecisions() async throws {
      let harness = ParentHarness { SignInOutcomes() }
      try harness.find(button: "Ask").tap()
      try harness.find(button: "Ask").tap()
      await harness.settle()
      #expect(harness.visibleTexts.contains("apple ID: 1001"), "the second request is refused")
      #expect(harness.pendingAuthorizationRequests.count == 1, "the first sheet stays up")
      try harness.find(button: "Cancel it").tap()
      await harness.settle()
      #expect(harness.pendingAuthorizationRequests.isEmpty)
      #expect(harness.visibleTexts.filter { $0 == "apple ID: 1001" }.count == 1)
      #expect(harness.visibleTexts.contains("apple ID: 1001 (cancelled)"))
      try harness.find(button: "Browse without a context").tap()
      await harness.settle()
      #expect(harness.visibleTexts.contains("web: 2"))
      #expect(harness.pendingWebAuthenticationURL == nil)
    }

    @Test("UIKit's Sign in with Apple button in a representable: its action shows the sheet")
    func uiKitButton() throws {
      let harness = ParentHarness { SignInOutcomes() }
      let button = try harness.uiView(of: AppleIDButton.self)
      #expect(button.buttonType == .continue && button.buttonStyle == .whiteOutline)
      button.sendActions(for: .touchUpInside)
      #expect(harness.pendingAuthorizationRequests.count == 1)
      harness.answerAuthorization(.failure(.notHandled))
      #expect(harness.visibleTexts.contains("apple ID: 1003"))
    }
  }

  /// Sign-in requests made the UIKit way, and what their completions heard.
  private struct SignInOutcomes: View {
    @State private var outcomes: [String] = []
    @State private var controller: ASAuthorizationController?
    @State private var listener = OutcomeListener()

    var body: some View {
      VStack {
        ForEach(outcomes.indices, id: \.self) { Text(outcomes[$0]) }
        Button("Ask") { ask() }
        Button("Cancel it") {
          listener.hear = { outcomes.append("\($0) (cancelled)") }
          controller?.cancel()
        }
        AppleIDButton { ask() }
        Button("Browse without a context") {
          let session = ASWebAuthenticationSession(
            url: URL(string: "https://example.com/login")!, callbackURLScheme: "app"
          ) { _, error in
            outcomes.append("web: \(error.map { ($0 as NSError).code } ?? 0)")
          }
          session.start()
        }
      }
    }
  }

  extension SignInOutcomes {
    fileprivate func ask() {
      let request = ASAuthorizationAppleIDProvider().createRequest()
      let controller = ASAuthorizationController(authorizationRequests: [request])
      listener.hear = { outcomes.append($0) }
      controller.delegate = listener
      controller.performRequests()
      if self.controller == nil { self.controller = controller }
    }
  }

  /// UIKit's Sign in with Apple button, as apps wrapped it before SwiftUI had one.
  private struct AppleIDButton: UIViewRepresentable {
    let action: () -> Void

    func makeUIView(context: Context) -> ASAuthorizationAppleIDButton {
      let button = ASAuthorizationAppleIDButton(
        authorizationButtonType: .continue, authorizationButtonStyle: .whiteOutline)
      button.cornerRadius = 12
      button.addAction(UIAction { _ in action() }, for: .touchUpInside)
      return button
    }

    func updateUIView(_ uiView: ASAuthorizationAppleIDButton, context: Context) {}
  }

  @MainActor
  private final class OutcomeListener: NSObject, ASAuthorizationControllerDelegate {
    var hear: (String) -> Void = { _ in }

    func authorizationController(
      controller: ASAuthorizationController, didCompleteWithError error: any Error
    ) {
      hear("apple ID: \((error as NSError).code)")
    }
  }
#endif
