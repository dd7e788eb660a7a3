import Observation
import Testing
import ViewProbe

/// What the More fuzz test drives from outside the tab view: how many tabs there are, the
/// selection (as app code writes it), and the width.
@Observable
private final class MoreFuzzModel {
  var count = 6
  var selection = 0
  var regular = false
  /// What each screen's `onAppear` and `onDisappear` said, by tab.
  @ObservationIgnored var inSight: [Int: Int] = [:]
}

/// A `TabView` of `count` tabs from a `ForEach`, each a counter that says when it comes into and
/// goes out of sight.
private struct MoreFuzzTabs: View {
  let model: MoreFuzzModel

  var body: some View {
    @Bindable var model = model
    TabView(selection: $model.selection) {
      ForEach(0..<model.count, id: \.self) { index in
        MoreFuzzScreen(index: index)
          .onAppear { model.inSight[index, default: 0] += 1 }
          .onDisappear { model.inSight[index, default: 0] -= 1 }
          .tabItem { Text("tab \(index)") }
          .tag(index)
      }
    }
    .environment(\.horizontalSizeClass, model.regular ? .regular : .compact)
  }
}

/// A tab's screen: a counter of its own.
private struct MoreFuzzScreen: View {
  let index: Int
  @State private var count = 0

  var body: some View {
    Text("screen \(index): \(count)")
    Button("bump \(index)") { count += 1 }
  }
}

/// What an iPhone's tab bar shows, as UIKit's `UITabBarController` does: five items at most, so
/// more than five tabs show four and More, whose list holds the rest.
private struct MoreFuzzReference {
  var count = 6
  var selection = 0
  var regular = false
  /// The selection the More list was opened over, while it is open.
  var listOpenedOver: Int?
  var counts: [Int: Int] = [:]

  var hasMore: Bool { !regular && count > 5 }
  var listShown: Bool { hasMore && listOpenedOver == selection }

  /// Whether tab `index`'s item is drawn: in the bar, or a row of the open list.
  func itemShown(_ index: Int) -> Bool { !hasMore || index < 4 || listShown }

  /// The texts on screen: each tab's screen while it is shown, its item while drawn, then More.
  var visibleTexts: [String] {
    var texts: [String] = []
    for index in 0..<count {
      if index == selection && !listShown {
        texts += ["screen \(index): \(counts[index, default: 0])", "bump \(index)"]
      }
      if itemShown(index) { texts.append("tab \(index)") }
    }
    return texts + (hasMore ? ["More"] : [])
  }

  /// The screens in sight.
  var inSight: Set<Int> { listShown ? [] : [selection] }

  /// The list goes with More.
  mutating func settle() {
    if !hasMore { listOpenedOver = nil }
  }
}

/// Random tab counts, widths and steps — a tab item or a row tapped, More tapped, the back button
/// of a tab reached from the list, the selection written by app code, tabs added and removed, a
/// screen's counter bumped — checked after each step against the reference: the texts on screen
/// (`visibleTexts`), the screens in sight (their `onAppear`/`onDisappear`) and the selection.
/// `VIEWPROBE_FUZZ_SEED` and `VIEWPROBE_FUZZ_CASES` explore further.
@MainActor
@Suite("Generative tab bar More (H06)")
struct TabBarMoreFuzzTests {
  @Test("H06 an iPhone tab bar shows four tabs and More past five, after every step")
  func moreFollowsTheTabBarRules() async throws {
    let failure = await firstFailingFuzzSeed(defaultSeed: 606, defaultCases: 150) { seed in
      Self.run(seed: seed)
    }
    #expect(failure == nil, "seed \(failure?.seed ?? 0): \(failure?.failure ?? "")")
  }

  private static func run(seed: UInt64) -> String? {
    var random = FuzzRandom(seed: seed)
    let model = MoreFuzzModel()
    var reference = MoreFuzzReference()
    model.count = 2 + random.below(7)
    reference.count = model.count
    let harness = ParentHarness { MoreFuzzTabs(model: model) }
    var steps: [String] = []
    for _ in 0..<(5 + random.below(20)) {
      let step: String
      switch random.below(9) {
      case 0, 1:
        let drawn = (0..<reference.count).filter(reference.itemShown)
        let index = drawn[random.below(drawn.count)]
        step = "tap tab \(index)"
        guard let item = harness.findAll(button: "tab \(index)").first else {
          return "after \(steps + [step]): no item tab \(index)"
        }
        item.tap()
        reference.selection = index
        reference.listOpenedOver = nil
      case 2:
        guard reference.hasMore else { continue }
        step = "tap More"
        guard let more = harness.findAll(button: "More").first else {
          return "after \(steps + [step]): no More item"
        }
        more.tap()
        reference.listOpenedOver = reference.selection
      case 3:
        guard reference.hasMore, !reference.listShown, reference.selection >= 4 else { continue }
        step = "navigateBack()"
        harness.navigateBack()
        reference.listOpenedOver = reference.selection
      case 4:
        let index = random.below(reference.count)
        step = "selection = \(index)"
        model.selection = index
        reference.selection = index
      case 5:
        guard reference.count < 9 else { continue }
        step = "count += 1"
        model.count += 1
        reference.count += 1
      case 6:
        guard reference.count > 1 else { continue }
        step = "remove the last tab"
        // As an app does, the selection leaves a tab that goes.
        if model.selection == model.count - 1 { model.selection = 0 }
        model.count -= 1
        if reference.selection == reference.count - 1 { reference.selection = 0 }
        reference.counts[reference.count - 1] = nil
        reference.count -= 1
      case 7:
        guard !reference.listShown else { continue }
        step = "bump \(reference.selection)"
        guard let bump = harness.findAll(button: "bump \(reference.selection)").first else {
          return "after \(steps + [step]): no bump button"
        }
        bump.tap()
        reference.counts[reference.selection, default: 0] += 1
      default:
        step = "regular.toggle()"
        model.regular.toggle()
        reference.regular.toggle()
      }
      steps.append(step)
      reference.settle()
      let shown = harness.visibleTexts
      if shown != reference.visibleTexts {
        return
          "after \(steps): the rules show \(reference.visibleTexts), the runtime showed \(shown)"
      }
      let inSight = Set(model.inSight.filter { $0.value == 1 }.keys)
      let doubled = model.inSight.filter { $0.value != 0 && $0.value != 1 }
      if inSight != reference.inSight || !doubled.isEmpty {
        return "after \(steps): in sight \(reference.inSight.sorted()) by the rules, "
          + "\(model.inSight.filter { $0.value != 0 }) by onAppear/onDisappear"
      }
      if model.selection != reference.selection {
        return "after \(steps): selection \(model.selection), the rules say \(reference.selection)"
      }
      if !harness.warnings.isEmpty {
        return "after \(steps): warnings \(harness.warnings)"
      }
    }
    return nil
  }
}
