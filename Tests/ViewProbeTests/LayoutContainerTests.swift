import Testing

@testable import ViewProbe

/// Layout containers (`AnyLayout`, the stack layouts as values, custom `Layout` types) and
/// collapsible sections.
@MainActor
@Suite("Layout containers and collapsible sections (A09, A11, A14)", .viewProbe)
struct LayoutContainerTests {
  @Test("A14 contrast: AnyLayout keeps its subviews' state when the layout it wraps changes")
  func anyLayoutKeepsStateAcrossLayouts() throws {
    // A themed harness is searched as its harness is (`themed.find`).
    let themed = ThemedHarness(\.horizontalSizeClass, theme: .compact) { AdaptiveCounter() }
    try themed.find(button: "bump child").tap()
    #expect(themed.texts == ["child: 1", "bump child", "stacked vertically"])
    themed.set(.regular)
    #expect(themed.texts == ["child: 1", "bump child", "stacked horizontally"])
    #expect(themed.findAll(text: "child: 1").count == 1)
    themed.set(.compact)
    #expect(themed.texts.first == "child: 1")
  }

  @Test("A09 choosing between two layout types with if/else resets the content's state")
  func branchingBetweenLayoutsResets() throws {
    let themed = ThemedHarness(\.horizontalSizeClass, theme: .compact) { BranchingCounter() }
    let harness = themed.harness
    try harness.find(button: "bump child").tap()
    #expect(harness.texts == ["child: 1", "bump child"])
    themed.set(.regular)
    #expect(harness.texts == ["child: 0", "bump child"])
  }

  @Test("A12 a custom layout's rows keep their state by id; its methods are never asked")
  func customLayoutIsAContainer() throws {
    let asked = LayoutCalls()
    let harness = ParentHarness { TagList(asked: asked) }
    try harness.find(button: "bump b").tap()
    try harness.find(button: "prepend").tap()
    #expect(harness.texts.filter { $0.contains(":") } == ["z: 0", "a: 0", "b: 1"])
    #expect(asked.count == 0)
  }

  @Test("A11 a collapsible Section shows its rows while expanded; collapsing removes their state")
  func collapsibleSectionFollowsItsBinding() throws {
    let harness = ParentHarness { CollapsibleList() }
    #expect(harness.texts == ["Pinned", "child: 0", "bump child", "collapse"])
    try harness.find(button: "bump child").tap()
    try harness.find(button: "collapse").tap()
    #expect(harness.texts == ["Pinned", "collapse"])
    try harness.find(button: "collapse").tap()
    #expect(harness.texts == ["Pinned", "child: 0", "bump child", "collapse"])
  }

  @Test("A11 a DisclosureGroup bound to state shows its content while expanded, and only then")
  func disclosureGroupFollowsItsBinding() throws {
    let harness = ParentHarness { CollapsibleGroup() }
    #expect(harness.texts == ["More", "toggle"])
    try harness.find(button: "toggle").tap()
    #expect(harness.texts == ["More", "child: 0", "bump child", "toggle"])
    try harness.find(button: "bump child").tap()
    #expect(harness.texts.contains("child: 1"))
    try harness.find(button: "More").tap()
    #expect(harness.texts == ["More", "toggle"])
    try harness.find(button: "toggle").tap()
    #expect(harness.texts == ["More", "child: 0", "bump child", "toggle"])
  }

  @Test("A01 a DisclosureGroup without a binding keeps its own expansion; its label toggles it")
  func unboundDisclosureGroupKeepsItsOwnState() throws {
    let harness = ParentHarness { TickingParent { tick in OwnExpansion(tick: tick) } }
    #expect(!harness.texts.contains("Details"))
    try harness.find(button: "Advanced").tap()
    #expect(harness.texts.contains("Details"))
    try harness.find(button: "tick").tap()
    #expect(harness.texts.contains("Details"))
    try harness.find(button: "Advanced").tap()
    #expect(!harness.texts.contains("Details"))
  }

  @Test("A02 A11 one DisclosureGroup value shown twice has two expansions; shown again, fresh")
  func disclosureGroupShownTwice() throws {
    let harness = ParentHarness { TwiceDisclosed() }
    #expect(harness.texts == ["More", "More", "hide"])
    harness.findAll(text: "More")[0].tap()
    #expect(harness.texts == ["More", "inside", "More", "hide"])
    harness.findAll(text: "More")[1].tap()
    try harness.find(button: "hide").tap()
    try harness.find(button: "hide").tap()
    #expect(harness.texts == ["More", "inside", "More", "hide"])
  }

  @Test("A02 A11 an AnyLayout container shown twice keeps two states across a layout change")
  func anyLayoutShownTwice() throws {
    let harness = ParentHarness { TwiceLaidOut() }
    harness.findAll(label: "bump child")[1].tap()
    try harness.find(button: "flip").tap()
    #expect(harness.texts.filter { $0.hasPrefix("child") } == ["child: 0", "child: 1"])
    try harness.find(button: "hide").tap()
    try harness.find(button: "hide").tap()
    #expect(harness.texts.filter { $0.hasPrefix("child") } == ["child: 0", "child: 0"])
  }

  @Test("a proposal replaces its unspecified dimensions; stack layouts name their axis")
  func proposalsAndProperties() {
    #expect(
      ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions()
        == CGSize(width: 50, height: 10))
    #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: .zero) == .zero)
    #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
    #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
    #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
  }
}

private struct AdaptiveCounter: View {
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    let layout =
      sizeClass == .compact
      ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
    layout {
      CounterChild()
    }
    Text(sizeClass == .compact ? "stacked vertically" : "stacked horizontally")
  }
}

private struct BranchingCounter: View {
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    if sizeClass == .compact {
      VStackLayout { CounterChild() }
    } else {
      HStackLayout { CounterChild() }
    }
  }
}

/// Counts calls into a layout (none are expected; the main actor is the only caller if any).
private final class LayoutCalls: @unchecked Sendable {
  var count = 0
}

/// A wrapping layout, as apps write one for tags.
private struct Wrapping: Layout {
  let asked: LayoutCalls

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    asked.count += 1
    return proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    asked.count += 1
  }
}

private struct TagList: View {
  let asked: LayoutCalls
  @State private var tags = ["a", "b"]

  var body: some View {
    Wrapping(asked: asked) {
      ForEach(tags, id: \.self) { CounterChild(label: $0) }
    }
    Button("prepend") { tags.insert("z", at: 0) }
  }
}

private struct CollapsibleList: View {
  @State private var expanded = true

  var body: some View {
    List {
      Section("Pinned", isExpanded: $expanded) {
        CounterChild()
      }
      Button("collapse") { expanded.toggle() }
    }
    .listStyle(.sidebar)
  }
}

private struct CollapsibleGroup: View {
  @State private var expanded = false

  var body: some View {
    VStack {
      DisclosureGroup("More", isExpanded: $expanded) {
        CounterChild()
      }
      Button("toggle") { expanded.toggle() }
    }
  }
}

private struct OwnExpansion: View {
  let tick: Int

  var body: some View {
    DisclosureGroup("Advanced") {
      Text("Details")
    }
    Text("tick \(tick)")
  }
}

/// One disclosure group value, shown twice; the second can leave and come back.
private struct TwiceDisclosed: View {
  @State private var shown = true

  var body: some View {
    let group = DisclosureGroup("More") { Text("inside") }
    VStack {
      group
      if shown { group }
    }
    Button("hide") { shown.toggle() }
  }
}

/// One `AnyLayout` container value, shown twice; the second can leave and come back.
private struct TwiceLaidOut: View {
  @State private var vertical = true
  @State private var shown = true

  var body: some View {
    let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
    let content = layout { CounterChild() }
    content
    if shown { content }
    Button("flip") { vertical.toggle() }
    Button("hide") { shown.toggle() }
  }
}
