import Observation
import Testing

@testable import ViewProbe

/// Preferences reach `onPreferenceChange` whichever way the view setting them is rebuilt: its own
/// state deep below, a `ForEach` row reading a model, an environment change, a removal.
@MainActor
@Suite("Preference flow (H09)", .viewProbe)
struct PreferenceFlowTests {
  @Test("H09 a writer 2,000 views below, changed by its own state, reaches the observer")
  func deepWriterOwnState() throws {
    let harness = ParentHarness { ScoreBoard { Nest(depth: 2_000) { ScoreSetter(name: "deep") } } }
    #expect(harness.texts.first == "scores: deep 0")
    try harness.find(button: "score deep").tap()
    try harness.find(button: "score deep").tap()
    #expect(harness.texts.first == "scores: deep 2")
  }

  @Test("H09 a ForEach row rebuilt because its model changed reaches the observer")
  func rowRebuiltFromModel() throws {
    let players = [Player(name: "ann"), Player(name: "bob")]
    let harness = ParentHarness {
      ScoreBoard {
        ForEach(players, id: \.name) { player in
          Text(player.name).preference(
            key: ScoresKey.self, value: ["\(player.name) \(player.score)"])
        }
      }
    }
    #expect(harness.texts.first == "scores: ann 0, bob 0")
    players[1].score = 7
    #expect(harness.texts.first == "scores: ann 0, bob 7")
  }

  @Test("H09 a writer that reads the environment reaches the observer when the value changes")
  func environmentDrivenWriter() {
    let themed = ThemedHarness(\.colorScheme, theme: .light) {
      ScoreBoard { SchemeWriter() }
    }
    #expect(themed.harness.texts.first == "scores: light")
    themed.set(.dark)
    #expect(themed.harness.texts.first == "scores: dark")
  }

  @Test("H09 removing every writer brings the observer back to the default value")
  func removalRestoresDefault() throws {
    let harness = ParentHarness { RemovableWriters() }
    #expect(harness.texts.first == "scores: x")
    try harness.find(button: "remove").tap()
    #expect(harness.texts.first == "scores: ")
    try harness.find(button: "remove").tap()
    #expect(harness.texts.first == "scores: x")
  }

  @Test("H09 a subtree that sets nothing runs no action at first; the first value set runs it")
  func defaultValueRunsNoAction() throws {
    let harness = ParentHarness { CountedObserver(writesAtFirst: false) }
    #expect(harness.texts.first == "runs 0", "the default is no change")
    try harness.find(button: "write").tap()
    #expect(harness.texts.first == "runs 1")
    let writing = ParentHarness { CountedObserver(writesAtFirst: true) }
    #expect(writing.texts.first == "runs 1", "a value set from the start is a change")
  }

  @Test("H09 presented content is a hierarchy of its own: its values stay in the presentation")
  func presentationKeepsItsValues() throws {
    let harness = ParentHarness { ScoreBoard { PresentingWriters() } }
    #expect(harness.texts.first == "scores: page")
    try harness.find(button: "present").tap()
    #expect(harness.texts.contains("scores: sheet 0"), "an observer in the sheet sees them")
    try harness.find(button: "score sheet").tap()
    #expect(harness.texts.contains("scores: sheet 1"))
    #expect(harness.texts.first == "scores: page", "the presenter's ancestors do not")
    try harness.find(button: "cover").tap()
    #expect(harness.texts.first == "scores: page", "nor from a full-screen cover")
  }

  @Test("H09 an observer shown again starts over and sees the current value")
  func observerShownAgain() throws {
    let harness = ParentHarness { TogglingObserver() }
    #expect(harness.texts.contains("seen: kept"))
    try harness.find(button: "hide").tap()
    #expect(!harness.texts.contains("seen: kept"))
    try harness.find(button: "hide").tap()
    #expect(harness.texts.contains("seen: kept"))
  }
}

@MainActor
@Suite("Preference layers (H09)", .viewProbe)
struct PreferenceLayerTests {
  @Test("H09 overlayPreferenceValue builds its layer from the subtree's value, and follows it")
  func overlayFollowsTheSubtree() throws {
    let harness = ParentHarness {
      VStack {
        Nest(depth: 3_000) { ScoreSetter(name: "deep") }
        ScoreSetter(name: "near")
      }
      .overlayPreferenceValue(ScoresKey.self) { scores in
        Text("overlay: \(scores.joined(separator: ", "))")
      }
    }
    #expect(harness.texts.last == "overlay: deep 0, near 0")
    try harness.find(button: "score deep").tap()
    #expect(harness.texts.last == "overlay: deep 1, near 0")
    try harness.find(button: "score near").tap()
    try harness.find(button: "score near").tap()
    #expect(harness.texts.last == "overlay: deep 1, near 2")
  }

  @Test("H09 a preference layer's view value shown twice: each copy reads its own subtree")
  func layerShownTwice() {
    let harness = ParentHarness { TwiceLayered() }
    #expect(harness.texts == ["score x", "layer x 0", "score x", "layer x 0"])
    harness.findAll(button: "score x")[1].tap()
    #expect(harness.texts == ["score x", "layer x 0", "score x", "layer x 1"])
  }

  @Test("H09 a layer's own preferences are not part of the value it is built from; no loop")
  func layerIsNotItsOwnSource() throws {
    let harness = ParentHarness {
      ScoreSetter(name: "a")
        .backgroundPreferenceValue(ScoresKey.self) { scores in
          Text("count \(scores.count)").preference(key: ScoresKey.self, value: ["layer"])
        }
    }
    #expect(harness.texts == ["score a", "count 1"])
    try harness.find(button: "score a").tap()
    #expect(harness.texts == ["score a", "count 1"])
    #expect(harness.bodyCount(of: ScoreSetter.self) == 2)
  }

  @Test("H09 a value that is not Equatable: the layer follows every update of the subtree, once")
  func nonEquatableValue() throws {
    let harness = ParentHarness {
      NamePicker()
        .overlayPreferenceValue(PickedKey.self) { picked in
          Text("picked \(picked?.name ?? "none")")
        }
    }
    #expect(harness.texts.last == "picked ann")
    try harness.find(button: "next").tap()
    #expect(harness.texts.last == "picked bob")
    #expect(harness.bodyCount(of: NamePicker.self) == 2, "no update loop")
  }

  @Test("H09 transformPreference changes the value its subtree passes up, and follows it")
  func transformPreference() throws {
    let harness = ParentHarness {
      ScoreBoard {
        ScoreSetter(name: "kid")
          .transformPreference(ScoresKey.self) { scores in
            scores = scores.map { $0.uppercased() } + ["team"]
          }
        ScoreSetter(name: "solo")
      }
    }
    #expect(harness.texts.first == "scores: KID 0, team, solo 0")
    try harness.find(button: "score kid").tap()
    #expect(harness.texts.first == "scores: KID 1, team, solo 0")
  }

  @Test("H09 anchor preferences pass up a value made of the view's geometry (zero here)")
  func anchorPreference() {
    let harness = ParentHarness {
      Text("tip")
        .anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
        .overlayPreferenceValue(BoundsKey.self) { anchors in
          GeometryReader { geometry in
            ForEach(anchors.indices, id: \.self) { index in
              Text("at \(Int(geometry[anchors[index]].width))")
            }
          }
        }
    }
    #expect(harness.texts == ["tip", "at 0"])
  }
}

/// One preference-layered view value, shown twice.
private struct TwiceLayered: View {
  var body: some View {
    let layered = ScoreSetter(name: "x")
      .overlayPreferenceValue(ScoresKey.self) { scores in
        Text("layer \(scores.joined())")
      }
    VStack {
      layered
      layered
    }
  }
}

/// A reference a preference carries (not `Equatable`).
private final class Picked: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

private struct PickedKey: PreferenceKey {
  static let defaultValue: Picked? = nil
  static func reduce(value: inout Picked?, nextValue: () -> Picked?) {
    value = nextValue() ?? value
  }
}

private struct NamePicker: View {
  @State private var index = 0
  private let names = ["ann", "bob"]

  var body: some View {
    Button("next") { index = (index + 1) % names.count }
      .preference(key: PickedKey.self, value: Picked(name: names[index]))
  }
}

private struct BoundsKey: PreferenceKey {
  static let defaultValue: [Anchor<CGRect>] = []
  static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
    value += nextValue()
  }
}

private struct ScoresKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// Shows the scores set below it.
private struct ScoreBoard<Content: View>: View {
  @ViewBuilder let content: Content
  @State private var scores: [String] = []

  var body: some View {
    VStack {
      Text("scores: \(scores.joined(separator: ", "))")
      content
    }
    .onPreferenceChange(ScoresKey.self) { scores = $0 }
  }
}

private struct Nest<Content: View>: View {
  let depth: Int
  @ViewBuilder let content: Content

  var body: some View {
    if depth == 0 {
      content
    } else {
      VStack { Nest(depth: depth - 1) { content } }
    }
  }
}

/// Counts its `onPreferenceChange` actions; its subtree sets a score at first, or after "write".
private struct CountedObserver: View {
  let writesAtFirst: Bool
  @State private var runs = 0
  @State private var writes = false

  var body: some View {
    VStack {
      Text("runs \(runs)")
      Button("write") { writes = true }
      if writesAtFirst || writes { Text("writer").preference(key: ScoresKey.self, value: ["w"]) }
    }
    .onPreferenceChange(ScoresKey.self) { _ in runs += 1 }
  }
}

private struct ScoreSetter: View {
  let name: String
  @State private var score = 0

  var body: some View {
    Button("score \(name)") { score += 1 }
      .preference(key: ScoresKey.self, value: ["\(name) \(score)"])
  }
}

@Observable
private final class Player {
  let name: String
  var score = 0
  init(name: String) { self.name = name }
}

private struct SchemeWriter: View {
  @Environment(\.colorScheme) private var scheme

  var body: some View {
    Text("writer").preference(key: ScoresKey.self, value: [scheme == .dark ? "dark" : "light"])
  }
}

private struct RemovableWriters: View {
  @State private var shown = true

  var body: some View {
    ScoreBoard {
      if shown { Text("x").preference(key: ScoresKey.self, value: ["x"]) }
      Button("remove") { shown.toggle() }
    }
  }
}

/// Sets a score on the page, and presents a sheet (with a score board of its own) and a cover
/// whose content set scores too.
private struct PresentingWriters: View {
  @State private var sheet = false
  @State private var cover = false

  var body: some View {
    Text("page").preference(key: ScoresKey.self, value: ["page"])
    Button("present") { sheet = true }
      .sheet(isPresented: $sheet) {
        ScoreBoard { ScoreSetter(name: "sheet") }
        Button("cover") { cover = true }
          .fullScreenCover(isPresented: $cover) {
            Text("covered").preference(key: ScoresKey.self, value: ["cover"])
          }
      }
  }
}

private struct TogglingObserver: View {
  @State private var shown = true

  var body: some View {
    VStack {
      if shown { SeenLabel() }
      Button("hide") { shown.toggle() }
    }
  }
}

private struct SeenLabel: View {
  @State private var seen = ""

  var body: some View {
    Text("seen: \(seen)")
      .preference(key: ScoresKey.self, value: ["kept"])
      .background(EmptyView())
      .onPreferenceChange(ScoresKey.self) { seen = $0.joined() }
  }
}
