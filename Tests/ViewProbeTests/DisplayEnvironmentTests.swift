import Testing
import ViewProbe

/// The environment values that text, list, menu and scroll modifiers set: a view below reads what
/// the nearest modifier set (D01), the default without one (D02), and updates when the modifier's
/// argument changes (D03).
@MainActor
@Suite("Display environment values (D01–D03)", .viewProbe, .tags(.invariant, .environment))
struct DisplayEnvironmentTests {
  @Test("D02 unset, each value is SwiftUI's default")
  func d02_displayDefaults() {
    let harness = ParentHarness { DisplaySettingsReader() }
    #expect(
      harness.texts == [
        "truncation tail", "scale 1.0", "tightening false", "prominence standard",
        "rendering default", "autocorrection on", "scrolls true", "menu automatic",
        "indicators automatic/automatic", "captured false", "dim false", "animated true",
        "accessory none",
      ])
  }

  @Test("D01, D03 each modifier sets the value below it, and a new argument updates the reader")
  func d01_modifiersSetTheirValues() throws {
    let harness = ParentHarness { DisplaySettingsHost() }
    #expect(
      harness.texts == [
        "truncation middle", "scale 0.5", "tightening true", "prominence increased",
        "rendering set", "autocorrection off", "scrolls false", "menu priority",
        "indicators hidden/automatic", "captured true", "dim false", "animated true",
        "accessory none", "flip", "again 0",
      ])
    let bodies = harness.bodyCount(of: DisplaySettingsReader.self)
    try harness.find(button: "again 0").tap()
    #expect(
      harness.bodyCount(of: DisplaySettingsReader.self) == bodies,
      "the host's body ran again with equal values: the reader keeps its body (D03)")
    try harness.find(button: "flip").tap()
    #expect(harness.texts.contains("scrolls true"))
    #expect(harness.texts.contains("indicators automatic/never"))
    #expect(harness.texts.contains("truncation head"))
  }

  @Test("D01 a tab view's bottom accessory reads its placement as expanded; elsewhere it is nil")
  func d01_bottomAccessoryPlacement() {
    let harness = ParentHarness {
      TabView {
        Tab("Home", systemImage: "house") { AccessoryPlacementReader() }
      }
      .tabViewBottomAccessory { AccessoryPlacementReader() }
    }
    #expect(harness.texts.contains("accessory expanded"))
    #expect(harness.texts.contains("accessory none"))
  }
}

private struct DisplaySettingsHost: View {
  @State private var flipped = false
  @State private var again = 0

  var body: some View {
    VStack {
      DisplaySettingsReader()
        .truncationMode(flipped ? .head : .middle)
        .minimumScaleFactor(0.5)
        .allowsTightening(true)
        .headerProminence(.increased)
        .symbolRenderingMode(.hierarchical)
        .autocorrectionDisabled()
        .scrollDisabled(!flipped)
        .menuOrder(.priority)
        .scrollIndicators(flipped ? .never : .hidden, axes: flipped ? .vertical : .horizontal)
        .environment(\.isSceneCaptured, true)
      Button("flip") { flipped.toggle() }
      Button("again \(again)") { again += 1 }
    }
  }
}

private struct DisplaySettingsReader: View {
  @Environment(\.truncationMode) private var truncationMode
  @Environment(\.minimumScaleFactor) private var minimumScaleFactor
  @Environment(\.allowsTightening) private var allowsTightening
  @Environment(\.headerProminence) private var headerProminence
  @Environment(\.symbolRenderingMode) private var symbolRenderingMode
  @Environment(\.autocorrectionDisabled) private var autocorrectionDisabled
  @Environment(\.isScrollEnabled) private var isScrollEnabled
  @Environment(\.menuOrder) private var menuOrder
  @Environment(\.horizontalScrollIndicatorVisibility) private var horizontalIndicators
  @Environment(\.verticalScrollIndicatorVisibility) private var verticalIndicators
  @Environment(\.isSceneCaptured) private var isSceneCaptured
  @Environment(\.accessibilityDimFlashingLights) private var dimFlashingLights
  @Environment(\.accessibilityPlayAnimatedImages) private var playAnimatedImages

  var body: some View {
    Text("truncation \(truncationMode)")
    Text("scale \(minimumScaleFactor)")
    Text("tightening \(allowsTightening)")
    Text("prominence \(headerProminence)")
    Text("rendering \(symbolRenderingMode == nil ? "default" : "set")")
    Text("autocorrection \(autocorrectionDisabled ? "off" : "on")")
    Text("scrolls \(isScrollEnabled)")
    Text("menu \(name(of: menuOrder))")
    Text("indicators \(name(of: horizontalIndicators))/\(name(of: verticalIndicators))")
    Text("captured \(isSceneCaptured)")
    Text("dim \(dimFlashingLights)")
    Text("animated \(playAnimatedImages)")
    AccessoryPlacementReader()
  }

  private func name(of order: MenuOrder) -> String {
    switch order {
    case .priority: "priority"
    case .fixed: "fixed"
    default: "automatic"
    }
  }

  private func name(of visibility: ScrollIndicatorVisibility) -> String {
    switch visibility {
    case .hidden: "hidden"
    case .never: "never"
    case .visible: "visible"
    default: "automatic"
    }
  }
}

private struct AccessoryPlacementReader: View {
  @Environment(\.tabViewBottomAccessoryPlacement) private var placement

  var body: some View {
    switch placement {
    case .expanded: Text("accessory expanded")
    case .inline: Text("accessory inline")
    case nil: Text("accessory none")
    }
  }
}

/// A navigation link's indicator visibility, as the environment says (iOS 17).
@MainActor
@Suite(
  "Navigation link indicator visibility (D01–D02)", .viewProbe, .tags(.invariant, .environment))
struct NavigationLinkIndicatorTests {
  private struct IndicatorReader: View {
    @Environment(\.navigationLinkIndicatorVisibility) private var visibility
    var body: some View { Text("indicator \(visibility)") }
  }

  @Test("D02 unset it is automatic; D01 the modifier sets it for the views inside only")
  func d01_indicatorVisibility() {
    let harness = ParentHarness {
      VStack {
        IndicatorReader()
        List { IndicatorReader() }.navigationLinkIndicatorVisibility(.hidden)
      }
    }
    #expect(harness.texts == ["indicator automatic", "indicator hidden"])
  }
}
