import Foundation
import Testing
import ViewProbe

/// What views hand to the system — URLs to open, review requests — is recorded per harness.
@MainActor
@Suite("System actions", .viewProbe)
struct SystemActionTests {
  @Test("a Link and @Environment(\\.openURL) open URLs through the system, recorded in order")
  func linksAndOpenURL() throws {
    let harness = ParentHarness { HelpScreen() }
    #expect(harness.openedURLs.isEmpty)
    let link = try harness.find(button: "Privacy policy")
    #expect(link.value as? URL == URL(string: "https://example.com/privacy"))
    link.tap()
    try harness.find(button: "Contact support").tap()
    #expect(harness.texts.contains("accepted: true"))
    #expect(
      harness.openedURLs.map(\.absoluteString) == [
        "https://example.com/privacy", "mailto:support@example.com",
      ])
    let other = ParentHarness { HelpScreen() }
    #expect(other.openedURLs.isEmpty, "each harness is its own window")
  }

  @Test("an app's OpenURLAction decides: handled URLs stay in the app, .systemAction hands on")
  func customOpenURLAction() throws {
    let harness = ParentHarness { InAppBrowserHost() }
    try harness.find(button: "Docs").tap()
    #expect(harness.texts.contains("showing https://example.com/docs"))
    #expect(harness.openedURLs.isEmpty, "a handled URL never reaches the system")
    try harness.find(button: "Store").tap()
    try harness.find(button: "Rate").tap()
    #expect(
      harness.openedURLs.map(\.absoluteString) == [
        "https://apps.apple.com/app/id1", "https://example.org/rate/now",
      ])
  }

  @Test("a Link in a sheet opens through the same window; a disabled Link ignores taps")
  func linkInSheetAndDisabled() throws {
    let harness = ParentHarness { SheetWithLink() }
    try harness.find(button: "Terms").tap()
    #expect(harness.openedURLs.map(\.path) == ["/terms"])
    expectIssue(startingWith: "tap() on the Button \"Old terms\" found it disabled") {
      try? harness.find(button: "Old terms").tap()
    }
    #expect(harness.openedURLs.count == 1)
  }

  @Test("@Environment(\\.requestReview) requests are counted")
  func reviewRequests() throws {
    let harness = ParentHarness { ReviewPrompt() }
    #expect(harness.reviewRequests == 0)
    for _ in 0..<3 { try harness.find(button: "Finish level").tap() }
    #expect(harness.reviewRequests == 1, "the app asks after its third level only")
  }
}

private struct HelpScreen: View {
  @Environment(\.openURL) private var openURL
  @State private var accepted: Bool?

  var body: some View {
    VStack {
      Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
      Button("Contact support") {
        openURL(URL(string: "mailto:support@example.com")!) { accepted = $0 }
      }
      if let accepted { Text("accepted: \(accepted)") }
    }
  }
}

private struct InAppBrowserHost: View {
  @State private var showing: URL?

  var body: some View {
    VStack {
      Link("Docs", destination: URL(string: "https://example.com/docs")!)
      Link("Store", destination: URL(string: "https://apps.apple.com/app/id1")!)
      Link("Rate", destination: URL(string: "https://example.org/rate")!)
      if let showing { Text("showing \(showing.absoluteString)") }
    }
    .environment(
      \.openURL,
      OpenURLAction { url in
        if url.host == "example.org" { return .systemAction(url.appendingPathComponent("now")) }
        guard url.host == "example.com" else { return .systemAction }
        showing = url
        return .handled
      })
  }
}

private struct SheetWithLink: View {
  @State private var showing = true

  var body: some View {
    Text("Home")
      .sheet(isPresented: $showing) {
        VStack {
          Link("Terms", destination: URL(string: "https://example.com/terms")!)
          Link("Old terms", destination: URL(string: "https://example.com/old")!)
            .disabled(true)
        }
      }
  }
}

private struct ReviewPrompt: View {
  @Environment(\.requestReview) private var requestReview
  @State private var levels = 0

  var body: some View {
    Button("Finish level") {
      levels += 1
      if levels == 3 { requestReview() }
    }
  }
}

/// Links in text: Markdown in a `Text`'s key, and attributed strings.
@MainActor
@Suite("Links in text", .viewProbe)
struct TextLinkTests {
  @Test("a Markdown link in a Text is shown as its words and opens through openURL when tapped")
  func markdownLink() throws {
    let harness = ParentHarness { TermsFooter(user: "[not](a link)") }
    let footer = try harness.find(text: "Read the terms and privacy policy, [not](a link).")
    footer.tapLink("privacy policy")
    footer.tapLink("terms")
    #expect(
      harness.openedURLs.map(\.path) == ["/privacy", "/terms"],
      "an interpolated value is never Markdown")
    expectIssue(startingWith: "tapLink(\"not\") on the Text") { footer.tapLink("not") }
    expectIssue(startingWith: "tapLink(\"x\") on the Text \"Plain\"") {
      try? harness.find(text: "Plain").tapLink("x")
    }
  }

  @Test("an attributed string from Markdown keeps its links; joined texts keep each one's")
  func attributedAndJoinedLinks() throws {
    let harness = ParentHarness {
      VStack {
        Text(try! AttributedString(markdown: "See the **[docs](https://example.com/docs)**"))
        Text("Visit [us](https://example.com/us)") + Text(" or `[code](x)`")
      }
    }
    try harness.find(text: "See the docs").tapLink("docs")
    try harness.find(text: "Visit us or [code](x)").tapLink("us")
    #expect(harness.openedURLs.map(\.path) == ["/docs", "/us"])
  }
}

private struct TermsFooter: View {
  let user: String

  var body: some View {
    Text(
      "Read the [terms](https://example.com/terms) and [privacy policy](https://example.com/privacy), \(user)."
    )
    Text("Plain")
  }
}
