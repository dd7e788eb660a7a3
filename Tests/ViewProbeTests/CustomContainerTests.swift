import Observation
import Testing
import ViewProbe

// iOS 18's custom containers: `ForEach(subviews:)`, `Group(subviews:)`, their `sections:` forms
// and container values, as apps write them.

extension ContainerValues {
  @Entry fileprivate var isPinned: Bool = false
  @Entry fileprivate var badge: String? = nil
}

extension View {
  fileprivate func pinned(_ isPinned: Bool = true) -> some View {
    containerValue(\.isPinned, isPinned)
  }
}

/// A container that puts each subview on a card, marking the pinned ones.
private struct CardList<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack {
      ForEach(subviews: content) { subview in
        HStack {
          if subview.containerValues.isPinned { Text("📌") }
          subview
        }
      }
    }
  }
}

/// A counter: its state shows where its identity lives.
private struct SubviewTally: View {
  let name: String
  @State private var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

/// A custom view whose body is several views: each is a subview; its state lives with the content.
private struct Extras: View {
  @State private var showsMore = false

  var body: some View {
    Text("extra")
    Button(showsMore ? "Fewer" : "More") { showsMore.toggle() }
    if showsMore { Text("more extra") }
  }
}

private struct TallyBoard: View {
  @State var names = ["a", "b", "c"]

  var body: some View {
    VStack {
      Button("Reverse") { names.reverse() }
      Button("Remove a") { names.removeAll { $0 == "a" } }
      Button("Add a") { names.append("a") }
      CardList {
        Text("Top").pinned()
        ForEach(names, id: \.self) { SubviewTally(name: $0) }
        Extras()
      }
    }
  }
}

/// A container that shows a few subviews until asked for all, counting them.
private struct SubviewShelf<Content: View>: View {
  @ViewBuilder var content: Content
  @State private var showsAll = false

  var body: some View {
    Group(subviews: content) { subviews in
      let shown = showsAll ? subviews[...] : subviews.prefix(2)
      ForEach(shown) { subview in
        // Applied to the proxy: the subview is resolved with the content's environment.
        subview.environment(\.shelfTint, "proxy")
      }
      if subviews.count > 2 {
        Button(showsAll ? "Show fewer" : "Show all \(subviews.count)") { showsAll.toggle() }
      }
    }
  }
}

extension EnvironmentValues {
  @Entry fileprivate var shelfTint: String = "plain"
}

private struct TintReader: View {
  @Environment(\.shelfTint) private var tint

  var body: some View { Text("tint \(tint)") }
}

@Observable private final class Playlist {
  var songs = ["Intro", "Verse"]
}

private struct Songs: View {
  let playlist: Playlist

  var body: some View {
    ForEach(playlist.songs, id: \.self) { Text("♪ \($0)") }
  }
}

private final class AppearanceLog {
  var entries: [String] = []
}

private struct TintedShelf: View {
  @State var tint = "red"
  let playlist: Playlist
  let log: AppearanceLog

  var body: some View {
    VStack {
      Button("Blue") { tint = "blue" }
      SubviewShelf {
        TintReader()
        Songs(playlist: playlist)
        Text("Outro")
          .onAppear { log.entries.append("Outro appeared") }
          .onDisappear { log.entries.append("Outro disappeared") }
      }
      .environment(\.shelfTint, tint)
    }
  }
}

/// Places the first subview twice.
private struct Twice<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    Group(subviews: content) { subviews in
      if let first = subviews.first {
        first
        first
      }
      Text("\(subviews.count) subviews")
    }
  }
}

/// Shows each section with its header and the number of its rows.
private struct Sectioned<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ForEach(sections: content) { section in
      VStack {
        section.header
        Text("\(section.content.count) rows\(section.containerValues.isPinned ? ", pinned" : "")")
        section.content
        section.footer
      }
    }
  }
}

/// Reads container values the content sets, by key, tag and badge.
private struct Tagged<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ForEach(subviews: content) { subview in
      HStack {
        subview
        Text(subview.containerValues.badge ?? "no badge")
        Text(subview.containerValues.tag(for: Int.self).map { "tag \($0)" } ?? "untagged")
        if subview.containerValues.hasTag(2) { Text("is two") }
      }
    }
  }
}

@MainActor
@Suite("Custom containers (iOS 18)")
struct CustomContainerTests {
  @Test("A11 A12 a ForEach(subviews:) in a list deletes and moves its rows through onDelete/onMove")
  func a11_subviewRowsAreEdited() throws {
    let harness = ParentHarness { EditableDeck() }
    try harness.find(text: "b").delete()
    #expect(harness.texts == ["a", "c"])
    try harness.find(text: "c").move(toOffset: 0)
    #expect(harness.texts == ["c", "a"])
  }

  @Test("A12: a subview's state follows its ForEach element's id through reorders and removals")
  func a12_subviewStateFollowsElementID() throws {
    let harness = ParentHarness { TallyBoard() }
    #expect(
      harness.visibleTexts == [
        "Reverse", "Remove a", "Add a", "📌", "Top", "a 0", "b 0", "c 0", "extra", "More",
      ])
    try harness.find(button: "b 0").tap()
    try harness.find(button: "b 1").tap()
    try harness.find(button: "a 0").tap()
    try harness.find(button: "Reverse").tap()
    #expect(
      harness.visibleTexts == [
        "Reverse", "Remove a", "Add a", "📌", "Top", "c 0", "b 2", "a 1", "extra", "More",
      ])
    // A11: a removed subview's state is gone; the same id shown again starts over.
    try harness.find(button: "Remove a").tap()
    #expect(!harness.visibleTexts.contains("a 1"))
    try harness.find(button: "Add a").tap()
    #expect(
      harness.visibleTexts == [
        "Reverse", "Remove a", "Add a", "📌", "Top", "c 0", "b 2", "a 0", "extra", "More",
      ])
  }

  @Test("A01: a custom view in the content is resolved through its body; its state lives there")
  func a01_customViewBodiesBecomeSubviews() throws {
    let harness = ParentHarness { TallyBoard() }
    try harness.find(button: "More").tap()
    #expect(harness.visibleTexts.suffix(3) == ["extra", "Fewer", "more extra"])
    // The content's views are not shown where they are declared: each once, where placed.
    #expect(harness.findAll(text: "extra").count == 1)
    try harness.find(button: "Fewer").tap()
    #expect(harness.visibleTexts.suffix(2) == ["extra", "More"])
    #expect(harness.bodyCount(of: Extras.self) == 3)
  }

  @Test("A02: a subview placed twice is built twice, each with its own state")
  func a02_subviewPlacedTwiceHasTwoStates() throws {
    let harness = ParentHarness {
      Twice {
        VStack { SubviewTally(name: "t") }
        Text("second")
      }
    }
    #expect(harness.visibleTexts == ["t 0", "t 0", "2 subviews"])
    harness.findAll(button: "t 0")[1].tap()
    #expect(harness.visibleTexts == ["t 0", "t 1", "2 subviews"])
  }

  @Test("D01: a subview is resolved with the content's environment, not the proxy's")
  func d01_subviewUsesTheContentsEnvironment() throws {
    let log = AppearanceLog()
    let harness = ParentHarness { TintedShelf(playlist: Playlist(), log: log) }
    #expect(harness.visibleTexts == ["Blue", "tint red", "♪ Intro", "Show all 4"])
    try harness.find(button: "Blue").tap()
    #expect(harness.visibleTexts == ["Blue", "tint blue", "♪ Intro", "Show all 4"])
  }

  @Test("D01: an environment modifier on a list in the content reaches each of its subviews")
  func d01_environmentModifierOnAListInTheContent() throws {
    let harness = ParentHarness {
      SubviewShelf {
        ForEach(0..<3) { _ in TintReader() }
          .environment(\.shelfTint, "green")
      }
    }
    #expect(harness.visibleTexts == ["tint green", "tint green", "Show all 3"])
    try harness.find(button: "Show all 3").tap()
    #expect(harness.visibleTexts == ["tint green", "tint green", "tint green", "Show fewer"])
  }

  @Test("A01: a modifier on a list in the content applies to each subview; their state stays")
  func a01_modifierOnAListAppliesToEachSubview() throws {
    let log = AppearanceLog()
    let harness = ParentHarness {
      SubviewShelf {
        ForEach(0..<3) { index in SubviewTally(name: "r\(index)") }
          .padding()
          .onAppear { log.entries.append("appeared") }
      }
    }
    // Three subviews, each padded and appearing on its own, two of them shown.
    #expect(harness.visibleTexts == ["r0 0", "r1 0", "Show all 3"])
    #expect(log.entries == ["appeared", "appeared"])
    try harness.find(button: "Show all 3").tap()
    try harness.find(button: "r2 0").tap()
    #expect(log.entries.count == 3)
    // The rows' state lives in the content: dropped and placed again, r2 keeps its count.
    try harness.find(button: "Show fewer").tap()
    try harness.find(button: "Show all 3").tap()
    #expect(harness.visibleTexts == ["r0 0", "r1 0", "r2 1", "Show fewer"])
    #expect(log.entries.count == 4)
  }

  @Test("A01: a modifier on a Section applies to each subview of its header, content and footer")
  func a01_modifierOnASectionAppliesToItsParts() {
    let log = AppearanceLog()
    let harness = ParentHarness {
      Sectioned {
        Section {
          Text("kale")
          Text("leek")
        } header: {
          Text("Greens")
        }
        .onAppear { log.entries.append("appeared") }
      }
    }
    #expect(harness.visibleTexts == ["Greens", "2 rows", "kale", "leek"])
    #expect(log.entries == ["appeared", "appeared", "appeared"])
  }

  @Test("C01: an observable property the content reads updates what the container shows")
  func c01_observableReadInTheContentUpdatesTheContainer() throws {
    let playlist = Playlist()
    let log = AppearanceLog()
    let harness = ParentHarness { TintedShelf(playlist: playlist, log: log) }
    try harness.find(button: "Show all 4").tap()
    #expect(
      harness.visibleTexts == ["Blue", "tint red", "♪ Intro", "♪ Verse", "Outro", "Show fewer"])
    #expect(log.entries == ["Outro appeared"])
    playlist.songs.insert("Overture", at: 0)
    harness.update()
    #expect(
      harness.visibleTexts == [
        "Blue", "tint red", "♪ Overture", "♪ Intro", "♪ Verse", "Outro", "Show fewer",
      ])
    // The subviews that stayed were not built again: Outro appeared once.
    #expect(log.entries == ["Outro appeared"])
    try harness.find(button: "Show fewer").tap()
    #expect(harness.visibleTexts == ["Blue", "tint red", "♪ Overture", "Show all 5"])
    #expect(log.entries == ["Outro appeared", "Outro disappeared"])
  }

  @Test("Container values reach the nearest container: by key, by tag, through modifiers")
  func containerValuesReachTheNearestContainer() throws {
    let harness = ParentHarness {
      Tagged {
        Text("plain")
        Text("badged").containerValue(\.badge, "new").padding()
        Text("two").tag(2)
        // A stack is a container: what its content sets stays inside it.
        VStack { Text("stacked").containerValue(\.badge, "lost") }
        // The outer value wins over the inner one for the same key.
        Text("twice").containerValue(\.badge, "inner").containerValue(\.badge, "outer")
        ForEach([7], id: \.self) { Text("row \($0)").tag($0) }
      }
    }
    #expect(
      harness.visibleTexts == [
        "plain", "no badge", "untagged",
        "badged", "new", "untagged",
        "two", "no badge", "tag 2", "is two",
        "stacked", "no badge", "untagged",
        "twice", "outer", "untagged",
        "row 7", "no badge", "tag 7",
      ])
  }

  @Test("Sections: each Section with its header, and runs outside any as implicit sections")
  func sectionsAndImplicitSections() throws {
    let harness = ParentHarness {
      Sectioned {
        Text("loose")
        Section("Fruit") {
          Text("apple")
          Text("pear")
        }
        .pinned()
        Section {
          Text("kale")
        } footer: {
          Text("greens")
        }
        Text("tail")
      }
    }
    #expect(
      harness.visibleTexts == [
        "1 rows", "loose",
        "Fruit", "2 rows, pinned", "apple", "pear",
        "1 rows", "kale", "greens",
        "1 rows", "tail",
      ])
    // Without `sections:`, a section gives its content's subviews.
    let flat = ParentHarness {
      CardList {
        Section("Fruit") { Text("apple") }
        Text("tail")
      }
    }
    #expect(flat.visibleTexts == ["apple", "tail"])
  }

  @Test("A02/A11: a container value shown twice has two contents; removed and shown again, anew")
  func a11_containerShownTwiceAndAgain() throws {
    let harness = ParentHarness { BoardShownTwice() }
    harness.findAll(button: "x 0")[1].tap()
    #expect(harness.visibleTexts == ["Hide second", "x 0", "y", "x 1", "y"])
    try harness.find(button: "Hide second").tap()
    #expect(harness.visibleTexts == ["Show second", "x 0", "y"])
    try harness.find(button: "Show second").tap()
    #expect(harness.visibleTexts == ["Hide second", "x 0", "y", "x 0", "y"])
  }

  @Test("A01: a container inside content is a list of subviews to the outer one, with its state")
  func a01_nestedContainers() throws {
    let harness = ParentHarness {
      SubviewShelf {
        // Its body is a Group: what it builds is three subviews of the outer shelf.
        SubviewShelf {
          Text("i1")
          Text("i2")
          Text("i3")
        }
        Text("o2")
      }
    }
    #expect(harness.visibleTexts == ["i1", "i2", "Show all 4"])
    try harness.find(button: "Show all 4").tap()
    #expect(harness.visibleTexts == ["i1", "i2", "Show all 3", "o2", "Show fewer"])
    // The inner shelf's state lives in the outer one's content, and outlives its updates.
    try harness.find(button: "Show all 3").tap()
    #expect(harness.visibleTexts == ["i1", "i2", "i3", "Show fewer", "o2", "Show fewer"])
    harness.findAll(button: "Show fewer")[1].tap()
    #expect(harness.visibleTexts == ["i1", "i2", "Show all 5"])
    try harness.find(button: "Show all 5").tap()
    #expect(harness.visibleTexts == ["i1", "i2", "i3", "Show fewer", "o2", "Show fewer"])
  }

  @Test("Empty content has no subviews and one implicit section; deep content is walked")
  func emptyAndDeepContent() throws {
    let empty = ParentHarness {
      Twice { EmptyView() }
    }
    #expect(empty.visibleTexts == ["0 subviews"])
    let sections = ParentHarness { Sectioned { EmptyView() } }
    #expect(sections.visibleTexts == ["0 rows"])
    let deep = ParentHarness { Twice { Nesting(level: 3_000) } }
    #expect(deep.visibleTexts == ["bottom", "bottom", "1 subviews"])
  }

  @Test("A subview handed to another container keeps its container values, as they change")
  func containerValuesThroughAnotherContainer() throws {
    let harness = ParentHarness { FlaggedSongs() }
    #expect(harness.visibleTexts == ["Pin the other", "Songs", "song 1", "📌 of 2", "song 2"])
    try harness.find(button: "Pin the other").tap()
    #expect(harness.visibleTexts == ["Pin the other", "Songs", "song 1", "song 2", "📌 of 2"])
  }

  @Test("A list, a picker and a tab view treat a container's subviews as their rows, options, tabs")
  func subviewsInSystemContainers() throws {
    let log = AppearanceLog()
    let harness = ParentHarness { ContainersInSystemViews(log: log) }
    // Each subview is its own list row: a tap runs that row's button only.
    try harness.find(button: "Row 1").tap()
    #expect(log.entries == ["row 1"])
    try harness.find(picker: "Flavor").select(2)
    #expect(harness.visibleTexts.contains("Mint"))
    #expect(harness.visibleTexts.contains("Settings screen"))
    try harness.find(text: "Home").tap()
    #expect(harness.visibleTexts.contains("Home screen"))
    #expect(!harness.visibleTexts.contains("Settings screen"))
  }
}

/// A board of sections whose cards mark the subviews their content flags: a section's content
/// is handed to another container (`Group(subviews:)`), as Apple's display board does.
private struct FlagBoard<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ForEach(sections: content) { section in
      VStack {
        section.header
        Group(subviews: section.content) { subviews in
          ForEach(subviews) { subview in
            HStack {
              subview
              if subview.containerValues.isPinned { Text("📌 of \(subviews.count)") }
            }
          }
        }
      }
    }
  }
}

private struct FlaggedSongs: View {
  @State var pinnedSong = 1

  var body: some View {
    VStack {
      Button("Pin the other") { pinnedSong = 3 - pinnedSong }
      FlagBoard {
        Section("Songs") {
          ForEach(1..<3) { song in
            Text("song \(song)").pinned(song == pinnedSong)
          }
        }
      }
    }
  }
}

/// Passes its content's subviews through, one by one.
private struct PassThrough<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    ForEach(subviews: content) { subview in subview }
  }
}

private struct ContainersInSystemViews: View {
  let log: AppearanceLog
  @State var flavor = 1
  @State var tab = 2

  var body: some View {
    VStack {
      List {
        PassThrough {
          Button("First") { log.entries.append("first") }
          ForEach(0..<2) { index in Button("Row \(index)") { log.entries.append("row \(index)") } }
        }
      }
      Picker("Flavor", selection: $flavor) {
        PassThrough {
          Text("Vanilla").tag(1)
          Text("Mint").tag(2)
        }
      }
      TabView(selection: $tab) {
        PassThrough {
          Text("Home screen").tabItem { Text("Home") }.tag(1)
          Text("Settings screen").tabItem { Text("Settings") }.tag(2)
        }
      }
    }
  }
}

/// One container value, shown twice: the second time only while `showsSecond`.
private struct BoardShownTwice: View {
  @State private var showsSecond = true

  var body: some View {
    let board = PassThrough {
      SubviewTally(name: "x")
      Text("y")
    }
    VStack {
      Button(showsSecond ? "Hide second" : "Show second") { showsSecond.toggle() }
      board
      if showsSecond { board }
    }
  }
}

/// A custom view that contains itself `level` times before the text at the bottom.
private struct Nesting: View {
  let level: Int

  var body: some View {
    if level == 0 { Text("bottom") } else { Nesting(level: level - 1) }
  }
}

/// A list container whose rows are its content's subviews, edited through the list.
struct EditableCards<Content: View>: View {
  @ViewBuilder var content: Content
  let onDelete: (IndexSet) -> Void
  let onMove: (IndexSet, Int) -> Void

  var body: some View {
    List {
      ForEach(subviews: content) { subview in subview }
        .onDelete(perform: onDelete)
        .onMove(perform: onMove)
    }
  }
}

struct EditableDeck: View {
  @State private var names = ["a", "b", "c"]

  var body: some View {
    EditableCards(
      content: { ForEach(names, id: \.self) { Text($0) } },
      onDelete: { names.remove(atOffsets: $0) },
      onMove: { names.move(fromOffsets: $0, toOffset: $1) })
  }
}
