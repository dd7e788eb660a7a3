import Foundation
import Testing
import ViewProbe

// Styles of the app's own, as apps write them.

private struct BadgeButtonStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(isEnabled ? "ready" : "unavailable")
      if configuration.role == .destructive { Text("careful") }
    }
  }
}

private struct PlainCapsuleStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding().background(Capsule().fill(.blue))
  }
}

/// Shows whether the button is pressed (never, here: the harness's taps are instant).
private struct PressShowingStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      Text(configuration.isPressed ? "pressed" : "resting")
    }
  }
}

/// Buttons in a view whose body does not run again when only the environment changes.
private struct QuietButtons: View {
  let log: ActionLog

  var body: some View {
    Button("Pay") { log.entries.append("pay") }
  }
}

private struct DisablingHost: View {
  let log: ActionLog
  @State private var locked = false

  var body: some View {
    VStack {
      QuietButtons(log: log)
        .disabled(locked)
      Button("Lock") { locked = true }
    }
    .buttonStyle(BadgeButtonStyle())
  }
}

/// A checkbox: the style's button flips the toggle.
private struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Text(configuration.isOn ? "☑" : "☐")
        configuration.label
      }
    }
  }
}

/// A style that only adds to the toggle SwiftUI would draw: `Toggle(configuration)`.
private struct CaptionedToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      Toggle(configuration)
      Text(configuration.isOn ? "On for everyone" : "Off")
    }
  }
}

private struct Preferences: View {
  @State private var notify = false
  @State private var share = true

  var body: some View {
    Form {
      Toggle("Notify me", isOn: $notify).toggleStyle(CheckboxStyle())
      Toggle("Share", isOn: $share).toggleStyle(CaptionedToggleStyle())
      Text(notify ? "notifying" : "quiet")
    }
  }
}

/// Runs the action on a long press only.
private struct HoldToConfirmStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onLongPressGesture { configuration.trigger() }
  }
}

/// Runs the action on a tap of its own, and a second time for a double tap.
private struct TapTwiceStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .onTapGesture(count: 2) {
        configuration.trigger()
        configuration.trigger()
      }
      .onTapGesture { configuration.trigger() }
  }
}

/// Only adds a caption to the button the styles farther up draw.
private struct CaptionedPrimitiveStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Button(configuration)
      Text("caption")
    }
  }
}

private struct StackedLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.title
      Text("—")
      configuration.icon
    }
  }
}

private struct SectionBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      configuration.content
      Text("end of box")
    }
  }
}

private struct PercentProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
    }
  }
}

/// Shows its content only while expanded, behind a chevron button of its own.
private struct ChevronDisclosureStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Button {
        configuration.isExpanded.toggle()
      } label: {
        HStack {
          configuration.label
          Text(configuration.isExpanded ? "▾" : "▸")
        }
      }
      if configuration.isExpanded { configuration.content }
    }
  }
}

private struct InlineValueStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(":")
      configuration.content
    }
  }
}

private struct ReadoutGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("\(Int(configuration.value * 100)) of 100")
    }
  }
}

/// A style whose body holds another button: it is not drawn by the style again.
private struct NestedButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Button("Info") {}
    }
  }
}

/// Counts its bodies and shows its tint: a style with a value of its own.
private struct TintedStyle: ButtonStyle {
  let tint: Int
  let log: ActionLog

  func makeBody(configuration: Configuration) -> some View {
    log.entries.append("draw")
    return HStack {
      configuration.label
      Text("tint \(tint)")
    }
  }
}

/// Rows whose body does not run again when only their environment changes.
private struct StyledRows: View {
  var body: some View {
    VStack {
      Button("One") {}
      Button("Two") {}
    }
  }
}

private struct TintHost: View {
  let log: ActionLog
  @State private var tint = 1
  @State private var scheme = ColorScheme.light

  var body: some View {
    VStack {
      StyledRows()
        .buttonStyle(TintedStyle(tint: tint, log: log))
        .environment(\.colorScheme, scheme)
      Button("Darken") { scheme = .dark }
      Button("Retint") { tint += 1 }
    }
  }
}

/// A style with state of its own: a hint its own button shows.
private struct HintedStyle: ButtonStyle {
  @State private var showsHint = false

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Button("?") { showsHint.toggle() }
      if showsHint { Text("hint") }
    }
  }
}

private struct HintHost: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Button("Add \(count)") { count += 1 }.buttonStyle(HintedStyle())
    }
  }
}

/// A style that sets itself, one level shallower, on a button in its body.
private struct NestingStyle: ButtonStyle {
  let levels: Int

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      if levels > 0 { Button("level \(levels)") {}.buttonStyle(NestingStyle(levels: levels - 1)) }
    }
  }
}

/// A style that sets itself on a button in its body, without end.
private struct EndlessStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Button("again") {}.buttonStyle(EndlessStyle())
    }
  }
}

/// Cards that push, drawn by the app's card style; a link that opens only on a long press.
private struct CardGrid: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink(value: 7) { Text("Seven") }
          .buttonStyle(BadgeButtonStyle())
        NavigationLink("Eight") { Text("Eight screen") }
          .buttonStyle(HoldToConfirmStyle())
        Link("Help", destination: URL(string: "https://example.com/help")!)
          .buttonStyle(BadgeButtonStyle())
      }
      .navigationDestination(for: Int.self) { Text("Card \($0)") }
    }
  }
}

/// One styled button value shown twice, and kept by a container that hides and shows it again.
private struct TwiceAndStored: View {
  @State private var open = true

  var body: some View {
    let button = Button("Add") {}.buttonStyle(HintedStyle())
    VStack {
      button
      button
      Button("Toggle") { open.toggle() }
      if open { button }
    }
  }
}

@MainActor
@Suite("An app's own styles draw their controls", .viewProbe)
struct AppStyleTests {
  @Test("a ButtonStyle's body is on screen, sees the button's role, and reads the environment")
  func buttonStyleBodyIsDrawn() throws {
    let log = ActionLog()
    let harness = ParentHarness {
      VStack {
        Button("Save") { log.entries.append("save") }
        Button("Delete", role: .destructive) { log.entries.append("delete") }
      }
      .buttonStyle(BadgeButtonStyle())
    }
    #expect(harness.visibleTexts == ["Save", "ready", "Delete", "ready", "careful"])
    try harness.find(button: "Save").tap()
    try harness.find(text: "careful").tap()
    #expect(log.entries == ["save", "delete"])
  }

  @Test("a styled control is found by its own label, as a plain one is, not by its style's badge")
  func styledControlsAreFoundByTheirOwnLabel() throws {
    let harness = ParentHarness {
      VStack {
        Button("Delete") {}
        Button("Delete") {}.buttonStyle(BadgeButtonStyle())
        Toggle("Notify me", isOn: .constant(false)).toggleStyle(CheckboxStyle())
      }
    }
    #expect(harness.findAll(button: "Delete").count == 2)
    #expect(harness.findAll(toggle: "Notify me").count == 1)
    // A missing title lists the controls by their own labels.
    let error = #expect(throws: ProbeError.self) { try harness.find(button: "Save") }
    #expect(
      error.map { "\($0)" }
        == "find(button: \"Save\") found no Button titled \"Save\"; Buttons in the tree: "
        + "\"Delete\", \"Delete\", \"☐ Notify me\"")
  }

  @Test("a style's @Environment follows the environment alone: a quiet view's button is redrawn")
  func buttonStyleFollowsTheEnvironment() throws {
    let log = ActionLog()
    let harness = ParentHarness { DisablingHost(log: log) }
    #expect(harness.visibleTexts == ["Pay", "ready", "Lock", "ready"])
    try harness.find(button: "Lock").tap()
    #expect(harness.visibleTexts == ["Pay", "unavailable", "Lock", "ready"])
    #expect(harness.bodyCount(of: QuietButtons.self) == 1)
    let pay = try harness.find(button: "Pay")
    expectIssue(startingWith: "tap() on the Button \"Pay\" found it disabled") { pay.tap() }
    #expect(log.entries.isEmpty)
  }

  @Test("the nearest style draws the button, SwiftUI's own draws nothing; isPressed is false")
  func nearestStyleWins() throws {
    let harness = ParentHarness {
      VStack {
        Button("Near") {}.buttonStyle(PressShowingStyle()).buttonStyle(BadgeButtonStyle())
        Button("System") {}.buttonStyle(.bordered).buttonStyle(BadgeButtonStyle())
        Button("Capsule") {}.buttonStyle(PlainCapsuleStyle())
      }
    }
    #expect(harness.visibleTexts == ["Near", "resting", "System", "Capsule"])
  }

  @Test("a style's value change redraws its controls; another environment change does not")
  func styleChangesRedrawOnlyTheirControls() throws {
    let log = ActionLog()
    let harness = ParentHarness { TintHost(log: log) }
    #expect(harness.visibleTexts == ["One", "tint 1", "Two", "tint 1", "Darken", "Retint"])
    #expect(log.entries.count == 2)
    try harness.find(button: "Darken").tap()
    #expect(log.entries.count == 2)
    try harness.find(button: "Retint").tap()
    #expect(harness.visibleTexts == ["One", "tint 2", "Two", "tint 2", "Darken", "Retint"])
    #expect(log.entries.count == 4)
    #expect(harness.bodyCount(of: StyledRows.self) == 1)
  }

  @Test("A01 a style's @State lives as long as the control it draws, through its updates")
  func a01_styleStateLivesWithItsControl() throws {
    let harness = ParentHarness { HintHost() }
    try harness.find(button: "?").tap()
    #expect(harness.visibleTexts == ["Add 0", "?", "hint"])
    try harness.find(button: "Add 0").tap()
    try harness.find(button: "Add 1").tap()
    #expect(harness.visibleTexts == ["Add 2", "?", "hint"])
  }

  @Test("A02 A11 a styled value shown twice has two styles' states; shown again, it starts over")
  func a02_styledValueTwiceAndShownAgain() throws {
    let harness = ParentHarness { TwiceAndStored() }
    harness.findAll(button: "?")[0].tap()
    harness.findAll(button: "?")[2].tap()
    #expect(harness.visibleTexts == ["Add", "?", "hint", "Add", "?", "Toggle", "Add", "?", "hint"])
    try harness.find(button: "Toggle").tap()
    try harness.find(button: "Toggle").tap()
    #expect(harness.visibleTexts == ["Add", "?", "hint", "Add", "?", "Toggle", "Add", "?"])
  }

  @Test("a style's body holding a button does not draw that button with itself again")
  func styleDoesNotDrawItself() throws {
    let harness = ParentHarness {
      Button("Open") {}.buttonStyle(NestedButtonStyle())
    }
    #expect(harness.visibleTexts == ["Open", "Info"])
    #expect(harness.findAll(button: "Info").count == 1)
  }

  @Test("a style that sets itself inside its body: drawn to its end, or cut when it has none")
  func styleSettingItselfIsBounded() throws {
    let harness = ParentHarness { Button("root") {}.buttonStyle(NestingStyle(levels: 500)) }
    #expect(harness.texts.count == 501)
    #expect(harness.texts.last == "level 1")
    expectIssue(startingWith: "The view tree is 200000 levels deep at Button › EndlessStyle") {
      let cut = ParentHarness { Button("root") {}.buttonStyle(EndlessStyle()) }
      #expect(cut.texts.count > 30_000)
    }
  }

  @Test("a ToggleStyle's body is drawn: its own button flips the toggle; toggle() still does")
  func toggleStyleBodyIsDrawn() throws {
    let harness = ParentHarness { Preferences() }
    #expect(
      harness.visibleTexts == ["☐", "Notify me", "Share", "On for everyone", "quiet"])
    // The style's button is the checkbox a user taps.
    try harness.find(button: "☐ Notify me").tap()
    #expect(harness.visibleTexts.contains("notifying"))
    #expect(try harness.find(toggle: "Notify me").isOn)
    try harness.find(toggle: "Notify me").toggle()
    #expect(harness.visibleTexts.contains("quiet"))
    // Toggle(configuration) is the styled toggle itself: one toggle "Share", flipped once.
    #expect(harness.findAll(toggle: "Share").count == 1)
    try harness.find(toggle: "Share").tap()
    #expect(harness.visibleTexts.contains("Off"))
  }

  @Test("a PrimitiveButtonStyle decides what a tap runs: a long press, a tap, or the next style")
  func primitiveStyleDecidesTheTap() throws {
    let log = ActionLog()
    let harness = ParentHarness {
      VStack {
        Button("Erase") { log.entries.append("erase") }.buttonStyle(HoldToConfirmStyle())
        Button("Like") { log.entries.append("like") }.buttonStyle(TapTwiceStyle())
        Button("Send") { log.entries.append("send") }.buttonStyle(CaptionedPrimitiveStyle())
      }
    }
    let erase = try harness.find(button: "Erase")
    expectIssue(
      startingWith: "tap() on the Button \"Erase\" found it drawn by HoldToConfirmStyle, a "
        + "PrimitiveButtonStyle whose body takes no tap"
    ) { erase.tap() }
    try harness.find(text: "Erase").longPress()
    try harness.find(button: "Like").tap()
    try harness.find(button: "Like").tap(count: 2)
    #expect(harness.findAll(button: "Send").count == 1)
    try harness.find(button: "Send").tap()
    #expect(harness.visibleTexts.contains("caption"))
    #expect(log.entries == ["erase", "like", "like", "like", "send"])
  }

  @Test(
    "links are buttons: an app's button style draws them, and a primitive one's trigger follows")
  func linksAreDrawnByButtonStyles() throws {
    let harness = ParentHarness { CardGrid() }
    #expect(harness.visibleTexts == ["Seven", "ready", "Eight", "Help", "ready"])
    try harness.find(navigationLink: "Seven").tap()
    #expect(harness.visibleTexts == ["Card 7"])
    harness.navigateBack()
    let eight = try harness.find(navigationLink: "Eight")
    expectIssue(startingWith: "tap() on the NavigationLink \"Eight\" found it drawn by") {
      eight.tap()
    }
    try harness.find(text: "Eight").longPress()
    #expect(harness.visibleTexts == ["Eight screen"])
    harness.navigateBack()
    try harness.find(button: "Help").tap()
    #expect(harness.openedURLs == [URL(string: "https://example.com/help")!])
  }

  @Test("label, group box, progress, disclosure, labelled-content and gauge styles are drawn")
  func otherStylesAreDrawn() throws {
    let harness = ParentHarness {
      VStack {
        Label("Inbox", systemImage: "tray").labelStyle(StackedLabelStyle())
        Label("Hidden title", systemImage: "star").labelStyle(.iconOnly)
        GroupBox("Totals") { Text("12 items") }.groupBoxStyle(SectionBoxStyle())
        ProgressView("Upload", value: 0.25).progressViewStyle(PercentProgressStyle())
        DisclosureGroup("Advanced") { Text("secret") }.disclosureGroupStyle(
          ChevronDisclosureStyle())
        LabeledContent("Owner", value: "Ada").labeledContentStyle(InlineValueStyle())
        ViewProbe.Gauge(value: 0.7) { Text("Battery") }.gaugeStyle(ReadoutGaugeStyle())
      }
    }
    #expect(
      harness.visibleTexts == [
        "Inbox", "—", "Totals", "12 items", "end of box", "Upload", "25%", "Advanced", "▸",
        "Owner", ":", "Ada", "Battery", "70 of 100",
      ])
    // The disclosure group keeps its own expansion state; the style's button expands it.
    try harness.find(button: "Advanced ▸").tap()
    #expect(harness.visibleTexts.contains("secret"))
    #expect(harness.visibleTexts.contains("▾"))
  }

  @Test("alert actions, menu items, context menus and swipe actions are not drawn by app styles")
  func systemDrawnControlsKeepTheirLook() throws {
    let harness = ParentHarness { StyledScreen() }
    try harness.find(button: "Ask").tap()
    #expect(harness.visibleTexts == ["Sure?", "Sure"])
    try harness.find(button: "Sure").tap()
    #expect(harness.visibleTexts == ["Ask", "ready", "Row", "ready", "More"])
    // Every button in the tree, the unopened menus' and the swipe actions' included: only the
    // two the list draws carry the style's text.
    #expect(harness.texts.filter { $0 == "ready" }.count == 2)
    #expect(harness.texts.contains("Archive") && harness.texts.contains("Rename"))
  }
}

private struct StyledScreen: View {
  @State private var asking = false

  var body: some View {
    List {
      Button("Ask") { asking = true }
      Button("Row") {}
        .contextMenu { Button("Copy") {} }
        .swipeActions { Button("Archive") {} }
      Menu("More") { Button("Rename") {} }
    }
    .buttonStyle(BadgeButtonStyle())
    .alert("Sure?", isPresented: $asking) { Button("Sure") {} }
  }
}

/// A style written as a class: SwiftUI installs no property in a class, and warns when one is read.
private final class ClassStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text(isEnabled ? "on" : "off")
    }
  }
}

/// A modifier written as a class, with state.
private final class ClassModifier: ViewModifier {
  @State private var taps = 0

  func body(content: Content) -> some View {
    VStack {
      content
      Text("taps \(taps)")
    }
  }
}

@MainActor
@Suite("Styles and modifiers written as classes", .viewProbe)
struct ClassStyleTests {
  @Test("a class's properties are not installed: SwiftUI's warning; nothing else is written")
  func classPropertiesAreNotInstalled() throws {
    let harness = ParentHarness {
      VStack {
        Button("Go") {}.buttonStyle(ClassStyle()).disabled(true)
        Text("content").modifier(ClassModifier())
      }
    }
    // The style reads the default (enabled), as SwiftUI's does; the modifier its initial state.
    #expect(harness.visibleTexts == ["Go", "on", "content", "taps 0"])
    harness.reRender()
    #expect(harness.visibleTexts == ["Go", "on", "content", "taps 0"])
    harness.expectWarning(
      "Accessing Environment<Bool>'s value outside of being installed on a View")
  }
}
