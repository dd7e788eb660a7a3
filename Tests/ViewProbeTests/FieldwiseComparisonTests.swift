import Foundation
import Testing
import ViewProbe

/// E02's rule applied recursively: a stored value that is neither `Equatable` nor plain data is
/// compared field by field, as SwiftUI does ("the same rules are applied recursively to each
/// field"), so the app's own non-`Equatable` model structs skip bodies when nothing changed.
@MainActor
@Suite(.viewProbe)
struct FieldwiseComparisonTests {
  @Test("E02 a non-Equatable struct input with equal fields skips the child's body")
  func e02_nonEquatableStructComparedFieldByField() throws {
    let harness = ParentHarness {
      TickingParent { tick in TrackRow(track: Track(title: tick < 2 ? "Intro" : "Outro", plays: 3))
      }
    }
    try harness.find(button: "tick").tap()
    #expect(harness.bodyCount(of: TrackRow.self) == 1, "equal fields: the body is skipped")
    try harness.find(button: "tick").tap()
    #expect(harness.bodyCount(of: TrackRow.self) == 2)
    #expect(harness.texts.contains("Outro, 3 plays"))
    let last = try #require(harness.renderCauses(of: TrackRow.self).last)
    #expect(
      last.causes.map(\.description) == ["input track.title changed from \"Intro\" to \"Outro\""])
  }

  @Test("E02 an array of non-Equatable values compares by its storage: the same array is equal")
  func e02_sameArrayOfNonEquatableValuesIsEqual() throws {
    let shelf = [Track(title: "A", plays: 1), Track(title: "B", plays: 2)]
    let harness = ParentHarness {
      TickingParent { tick in
        TrackList(tracks: tick == 0 ? shelf : shelf.map { Track(title: $0.title, plays: $0.plays) })
      }
    }
    try harness.find(button: "tick").tap()
    #expect(harness.bodyCount(of: TrackList.self) == 2, "a rebuilt array is another array")
    try harness.find(button: "tick").tap()
    #expect(harness.bodyCount(of: TrackList.self) == 3)
    let again = ParentHarness { TickingParent { _ in TrackList(tracks: shelf) } }
    try again.find(button: "tick").tap()
    #expect(again.bodyCount(of: TrackList.self) == 1, "the same array: the body is skipped")
  }

  @Test("E02 a Dictionary of non-Equatable values compares by its storage, as an Array does")
  func e02_dictionaryComparedByStorage() throws {
    let shelves = ["a": [Track(title: "A", plays: 1)]]
    let same = ParentHarness { TickingParent { _ in ShelfMap(shelves: shelves) } }
    try same.find(button: "tick").tap()
    #expect(same.bodyCount(of: ShelfMap.self) == 1, "the same dictionary: skipped")
    let rebuilt = ParentHarness {
      TickingParent { tick in ShelfMap(shelves: ["a": [Track(title: "A", plays: tick)]]) }
    }
    try rebuilt.find(button: "tick").tap()
    #expect(rebuilt.bodyCount(of: ShelfMap.self) == 2, "another dictionary: runs")
  }

  @Test("E02, E04 a closure inside a stored struct makes the whole value count as changed")
  func e04_closureInsideAStructDefeatsSkipping() throws {
    let harness = ParentHarness {
      TickingParent { _ in ActionRow(actions: RowActions(title: "Delete", run: {})) }
    }
    try harness.find(button: "tick").tap()
    #expect(harness.bodyCount(of: ActionRow.self) == 2)
    let last = try #require(harness.renderCauses(of: ActionRow.self).last)
    #expect(
      last.causes.first?.description.hasPrefix("input actions (it never compares equal") == true)
  }

  @Test("E02 optional and tuple inputs, and views kept as content, are compared field by field")
  func e02_optionalsTuplesAndContent() throws {
    let harness = ParentHarness {
      TickingParent { tick in
        Framed(track: Track(title: "A", plays: 1), pair: ("x", Track(title: "B", plays: tick / 2)))
        {
          Text("caption")
          Counter()
        }
      }
    }
    try harness.find(button: "tick").tap()
    #expect(harness.bodyCount(of: Framed<TupleView<(Text, Counter)>>.self) == 1)
    try harness.find(button: "tick").tap()
    #expect(harness.bodyCount(of: Framed<TupleView<(Text, Counter)>>.self) == 2)
    #expect(harness.texts.contains("x B 1"))
    let last = try #require(harness.renderCauses(of: Framed<TupleView<(Text, Counter)>>.self).last)
    #expect(last.causes.map(\.description) == ["input pair.1.plays changed from 0 to 1"])
  }

  @Test("E02 a model object inside a struct input compares by identity, not by its contents")
  func e02_objectInsideAStructComparedByIdentity() throws {
    let library = Stacks()
    let harness = ParentHarness {
      TickingParent { tick in
        LibraryBadge(context: LibraryContext(library: tick < 2 ? library : Stacks(), name: "main"))
      }
    }
    library.count = 7
    try harness.find(button: "tick").tap()
    #expect(harness.bodyCount(of: LibraryBadge.self) == 1, "the same object: equal")
    try harness.find(button: "tick").tap()
    #expect(harness.bodyCount(of: LibraryBadge.self) == 2)
    #expect(harness.texts.contains("main 0"))
  }
}

// MARK: - Views for these tests

/// An app's model value, `Identifiable` but not `Equatable`.
struct Track: Identifiable {
  var id: String { title }
  var title: String
  var plays: Int
  var added = Date(timeIntervalSince1970: 0)
}

struct TrackRow: View {
  let track: Track
  var body: some View { Text("\(track.title), \(track.plays) plays") }
}

struct TrackList: View {
  let tracks: [Track]
  var body: some View { ForEach(tracks) { Text($0.title) } }
}

struct ShelfMap: View {
  let shelves: [String: [Track]]
  var body: some View { Text("\(shelves.count) shelves") }
}

struct RowActions {
  let title: String
  let run: @MainActor @Sendable () -> Void
}

struct ActionRow: View {
  let actions: RowActions
  var body: some View { Button(actions.title, action: actions.run) }
}

struct Counter: View {
  @State private var count = 0
  var body: some View { Button("count \(count)") { count += 1 } }
}

struct Framed<Content: View>: View {
  let track: Track?
  let pair: (String, Track)
  @ViewBuilder let content: Content
  var body: some View {
    VStack {
      Text("\(pair.0) \(pair.1.title) \(pair.1.plays)")
      content
    }
  }
}

final class Stacks {
  var count = 0
}

struct LibraryContext {
  let library: Stacks
  let name: String
}

struct LibraryBadge: View {
  let context: LibraryContext
  var body: some View { Text("\(context.name) \(context.library.count)") }
}
