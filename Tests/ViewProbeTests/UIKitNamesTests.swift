import Foundation
import Testing
import ViewProbe

/// The UIKit names SwiftUI view code uses (ViewProbe's on Linux): colours and images become
/// SwiftUI's, URLs opened and haptics played reach the harness, the spell checker knows the
/// words a test taught it.
@MainActor
@Suite("UIKit names in SwiftUI code", .viewProbe)
struct UIKitNamesTests {
  @Test("Color(.systemBackground) and Color(uiColor:) are the UIKit colour; alpha carries over")
  func colorsFromUIColor() throws {
    #expect(Color(.systemGroupedBackground) == Color(uiColor: .systemGroupedBackground))
    #expect(Color(.label).description == "label")
    #expect(Color(.systemGroupedBackground) != Color(.secondarySystemGroupedBackground))
    #expect(
      UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    let harness = ParentHarness { DimmedPanel(dimming: .black.withAlphaComponent(0)) }
    try harness.find(button: "Buy").tap()
    #expect(harness.texts.contains("bought"), "a colour of alpha 0 covers nothing")
    let dimmed = ParentHarness { DimmedPanel(dimming: .black.withAlphaComponent(0.4)) }
    expectIssue(
      startingWith:
        "tap() on the Button \"Buy\" found it beneath the Color at DimmedPanel › ZStack › Color"
    ) {
      try? dimmed.find(button: "Buy").tap()
    }
  }

  @Test("Image(uiImage:) shows the UIKit image by its source; empty data makes no image")
  func imagesFromUIImage() throws {
    #expect(Image(uiImage: UIImage(named: "avatar")!) == Image("avatar"))
    #expect(UIImage(data: Data()) == nil)
    let photo = try #require(UIImage(data: Data([1, 2, 3])))
    #expect(photo.pngData() == Data([1, 2, 3]))
    #expect(Image(uiImage: photo) != Image(uiImage: UIImage(data: Data([3, 2, 1]))!))
    #expect(Image(uiImage: photo) == Image(uiImage: UIImage(data: Data([1, 2, 3]))!))
  }

  @Test("UIImages compare by the image they hold: onChange(of: picked) runs for a new picture only")
  func uiImagesCompareByContent() throws {
    let photo = try #require(UIImage(data: Data([1, 2, 3])))
    #expect(photo == UIImage(data: Data([1, 2, 3])))
    #expect(photo != UIImage(data: Data([3, 2, 1])))
    #expect(UIImage(named: "avatar") == UIImage(named: "avatar"))
    #expect(Set([photo, UIImage(data: Data([1, 2, 3]))!]).count == 1)
    let harness = ParentHarness { PhotoFilterScreen() }
    try harness.find(button: "Pick first").tap()
    try harness.find(button: "Pick first").tap()
    #expect(harness.texts.contains("Filtered 1 times"))
    try harness.find(button: "Pick second").tap()
    #expect(harness.texts.contains("Filtered 2 times"))
  }

  @Test("Image(.avatar) and Color(.brand): asset symbols a mirror target declares, by name")
  func assetResourcesShowTheirNames() throws {
    #expect(Image(.probeAvatar) == Image("avatar"))
    #expect(Color(.probeBrand) == Color("brand"))
    #expect(Image(uiImage: UIImage(resource: .probeAvatar)) == Image("avatar"))
    let harness = ParentHarness {
      Button {
      } label: {
        Image(.probeAvatar)
      }
    }
    #expect(try harness.find(button: "avatar").isEnabled)
  }

  @Test("UIKit's feedback generators play as their SwiftUI feedback, in order")
  func feedbackGenerators() throws {
    let harness = ParentHarness { HapticButtons() }
    for title in ["Saved", "Oops", "Heavy", "Soft", "Pick"] {
      try harness.find(button: title).tap()
    }
    #expect(
      harness.sensoryFeedback == [
        .success, .error, .impact(weight: .heavy), .impact(flexibility: .soft, intensity: 0.5),
        .selection,
      ])
    #expect(SensoryFeedback.impact(weight: .light) != .impact(weight: .heavy))
  }

  @Test("UIApplication.shared.open from an action, or a task it started, reaches openedURLs")
  func applicationOpensURLs() async throws {
    let harness = ParentHarness { SettingsLinks() }
    try harness.find(button: "Settings").tap()
    try harness.find(button: "Help").tap()
    #expect(harness.openedURLs == [URL(string: "app-settings:")!])
    await harness.settle()
    #expect(
      harness.openedURLs.map(\.absoluteString) == ["app-settings:", "https://example.com/help"])
    #expect(harness.texts.contains("opened true"))
    await UIApplication.shared.open(URL(string: "https://example.com")!)
    #expect(harness.openedURLs.count == 2, "code outside the harness opens nothing of it")
  }

  @Test("a Copy button's UIPasteboard.general.string is this test's pasteboard")
  func copyButtonFillsThePasteboard() async throws {
    let harness = ParentHarness { InviteCode(code: "X7-42") }
    #expect(!UIPasteboard.general.hasStrings)
    try harness.find(button: "Copy").tap()
    #expect(UIPasteboard.general.string == "X7-42")
    #expect(UIPasteboard.general.numberOfItems == 1 && UIPasteboard.general.url == nil)
    let elsewhere = await Task.detached { UIPasteboard.general.string }.value
    #expect(elsewhere != "X7-42", "another test's (here: no test's) pasteboard")
  }

  @Test("UITextChecker accepts the words this test learned, and only in this test")
  func spellCheckerKnowsLearnedWords() async {
    let checker = UITextChecker()
    let text = "the quick brwn fox"
    let all = NSRange(location: 0, length: text.utf16.count)
    UITextChecker.learnWord("quick")
    UITextChecker.learnWord("Fox")
    #expect(
      checker.rangeOfMisspelledWord(
        in: text, range: all, startingAt: 0, wrap: false, language: "en")
        == NSRange(location: 0, length: 3))
    UITextChecker.learnWord("the")
    #expect(
      checker.rangeOfMisspelledWord(
        in: text, range: all, startingAt: 0, wrap: false, language: "en")
        == NSRange(location: 10, length: 4))
    UITextChecker.learnWord("brwn")
    #expect(
      checker.rangeOfMisspelledWord(
        in: text, range: all, startingAt: 0, wrap: false, language: "en"
      ).location == NSNotFound)
    UITextChecker.unlearnWord("the")
    #expect(
      checker.rangeOfMisspelledWord(
        in: text, range: all, startingAt: 5, wrap: false, language: "en"
      ).location == NSNotFound)
    #expect(
      checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 5, wrap: true, language: "en")
        == NSRange(location: 0, length: 3))
    let elsewhere = await Task.detached { UITextChecker.hasLearnedWord("quick") }.value
    #expect(UITextChecker.hasLearnedWord("quick") && !elsewhere)
  }

  @Test("an image drawn by UIGraphicsImageRenderer is named by what was drawn into it")
  func rendererDrawing() throws {
    let harness = ParentHarness { BadgeMaker() }
    try harness.find(button: "Make badge").tap()
    let badge = try #require(
      harness.installedState("badge", in: BadgeMaker.self, as: UIImage?.self) ?? nil)
    #expect(
      badge.description
        == "drawn 120 × 40: fill systemBlue (0, 0, 120, 40); stroke white rounded rect "
        + "(2, 2, 116, 36); text “Ada” at (8, 10)")
    #expect(UIImage(data: try #require(badge.pngData()))?.description.hasPrefix("data:") == true)
  }

  @Test("the app icon, its badge and the idle timer belong to the harness whose code sets them")
  func applicationSettingsPerHarness() throws {
    let first = ParentHarness { IconChooser() }
    let second = ParentHarness { IconChooser() }
    #expect(first.visibleTexts.first == "icon primary, badge 0, stays on: false")
    try first.find(button: "Dark icon").tap()
    #expect(first.visibleTexts.first == "icon Dark, badge 3, stays on: true")
    #expect(first.visibleTexts.last == "changed")
    second.reRender()
    #expect(second.visibleTexts.first == "icon primary, badge 0, stays on: false")
    // Outside a harness's code the settings read as their defaults.
    #expect(UIApplication.shared.alternateIconName == nil)
  }
}

private struct IconChooser: View {
  @State private var outcome = "unchanged"

  var body: some View {
    let app = UIApplication.shared
    VStack {
      Text(
        "icon \(app.alternateIconName ?? "primary"), badge \(app.applicationIconBadgeNumber), "
          + "stays on: \(app.isIdleTimerDisabled)")
      Button("Dark icon") {
        app.applicationIconBadgeNumber = 3
        app.isIdleTimerDisabled = true
        app.setAlternateIconName("Dark") { error in outcome = error == nil ? "changed" : "failed" }
      }
      Text(outcome)
    }
  }
}

private struct DimmedPanel: View {
  let dimming: UIColor
  @State private var bought = false

  var body: some View {
    ZStack {
      Button("Buy") { bought = true }
      Color(uiColor: dimming)
      if bought { Text("bought") }
    }
  }
}

private struct HapticButtons: View {
  var body: some View {
    VStack {
      Button("Saved") { UINotificationFeedbackGenerator().notificationOccurred(.success) }
      Button("Oops") { UINotificationFeedbackGenerator().notificationOccurred(.error) }
      Button("Heavy") { UIImpactFeedbackGenerator(style: .heavy).impactOccurred() }
      Button("Soft") { UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: 0.5) }
      Button("Pick") { UISelectionFeedbackGenerator().selectionChanged() }
    }
  }
}

private struct SettingsLinks: View {
  @State private var opened: Bool?

  var body: some View {
    VStack {
      Button("Settings") {
        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
      }
      Button("Help") {
        Task { opened = await UIApplication.shared.open(URL(string: "https://example.com/help")!) }
      }
      Text("opened \(opened.map(String.init) ?? "nothing")")
    }
  }
}

private struct InviteCode: View {
  let code: String

  var body: some View {
    HStack {
      Text(code)
      Button("Copy") { UIPasteboard.general.string = code }
    }
  }
}

extension ImageResource {
  /// As Xcode's generated asset symbols would declare it.
  fileprivate static let probeAvatar = ImageResource(name: "avatar", bundle: .main)
}

extension ColorResource {
  /// As Xcode's generated asset symbols would declare it.
  fileprivate static let probeBrand = ColorResource(name: "brand", bundle: .main)
}

private struct BadgeMaker: View {
  @State private var badge: UIImage?

  var body: some View {
    Button("Make badge") {
      let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40))
      badge = renderer.image { context in
        UIColor.systemBlue.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 120, height: 40))
        UIColor.white.setStroke()
        UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 116, height: 36), cornerRadius: 8)
          .stroke()
        ("Ada" as NSString).draw(
          at: CGPoint(x: 8, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
      }
    }
  }
}

/// Runs a filter when a different picture is picked (`onChange(of:)` needs `Equatable`, which
/// UIKit's `UIImage` is as an `NSObject`).
private struct PhotoFilterScreen: View {
  @State private var picked: UIImage?
  @State private var filtered = 0

  var body: some View {
    VStack {
      Button("Pick first") { picked = UIImage(data: Data([1, 2, 3])) }
      Button("Pick second") { picked = UIImage(data: Data([4, 5, 6])) }
      Text("Filtered \(filtered) times")
    }
    .onChange(of: picked) { filtered += 1 }
  }
}
