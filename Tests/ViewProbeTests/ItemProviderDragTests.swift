import Foundation
import Testing
import ViewProbe

/// The drag and drop of iOS 13.4–15: `onDrag` makes an `NSItemProvider`, `onDrop` takes it with a
/// closure or a `DropDelegate` — the reorderable grid's pattern.
@MainActor
@Suite("onDrag and onDrop with item providers", .viewProbe)
struct ItemProviderDragTests {
  @Test("a drop delegate reorders tiles as the drag enters another tile; the drop ends the drag")
  func delegateReordersOnEnter() throws {
    let harness = ParentHarness { TileBoard() }
    try harness.find(text: "A").dragAndDrop(onto: harness.find(text: "C"))
    #expect(Array(harness.texts.prefix(3)) == ["B", "C", "A"])
    #expect(harness.texts.contains("dragging nothing"))
    try harness.find(text: "C").dragAndDrop(onto: harness.find(text: "B"))
    #expect(Array(harness.texts.prefix(3)) == ["C", "B", "A"])
  }

  @Test("a drop closure gets the provider; the string it loads reaches the view")
  func closureLoadsTheDraggedString() async throws {
    let harness = ParentHarness { TileBoard() }
    try harness.find(text: "B").dragAndDrop(onto: harness.find(text: "dropped nothing"))
    await harness.settle()
    #expect(harness.texts.contains("dropped B"))
    #expect(harness.texts.contains("idle"))
  }

  @Test("a drop destination for other types, or none, is a recorded issue")
  func unmatchedDestinations() throws {
    let harness = ParentHarness { TileBoard() }
    try expectIssue(
      startingWith: "dragAndDrop(onto:) onto the Text \"photos only\" at TileBoard › VStack › Text "
        + "found .onDrop for [\"public.image\"] only; the drag's item provider offers"
    ) {
      try harness.find(text: "A").dragAndDrop(onto: harness.find(text: "photos only"))
    }
    try expectIssue(
      startingWith: "dragAndDrop(onto:) onto the Text \"idle\" at TileBoard › VStack › Text found "
        + "no .onDrop"
    ) {
      try harness.find(text: "A").dragAndDrop(onto: harness.find(text: "idle"))
    }
  }

  @Test("an item provider holds representations of types; objects load as their classes")
  func itemProviderRepresentations() {
    let provider = NSItemProvider(object: "hello" as NSString)
    #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
    #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
    #expect(provider.canLoadObject(ofClass: String.self))
    #expect(!provider.canLoadObject(ofClass: URL.self))
    let link = NSItemProvider(object: URL(string: "https://example.com")! as NSURL)
    nonisolated(unsafe) var loaded: URL?
    link.loadObject(ofClass: URL.self) { url, _ in loaded = url }
    #expect(loaded == URL(string: "https://example.com"))
    let data = NSItemProvider()
    data.registerDataRepresentation(forTypeIdentifier: "public.json", visibility: .all) { done in
      done(Data("[1]".utf8), nil)
      return nil
    }
    nonisolated(unsafe) var json: Data?
    data.loadDataRepresentation(forTypeIdentifier: "public.json") { loaded, _ in json = loaded }
    #expect(json == Data("[1]".utf8) && data.registeredTypeIdentifiers == ["public.json"])
  }
}

private struct Tile: Identifiable, Equatable {
  let id: String
}

private struct ReorderDelegate: DropDelegate {
  let tile: Tile
  @Binding var tiles: [Tile]
  @Binding var dragging: Tile?

  func dropEntered(info: DropInfo) {
    guard let dragging, dragging != tile, let from = tiles.firstIndex(of: dragging),
      let to = tiles.firstIndex(of: tile)
    else { return }
    tiles.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
  }

  func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }

  func performDrop(info: DropInfo) -> Bool {
    dragging = nil
    return true
  }
}

private struct TileBoard: View {
  @State private var tiles = ["A", "B", "C"].map(Tile.init)
  @State private var dragging: Tile?
  @State private var dropped = "nothing"
  @State private var targeted = false

  var body: some View {
    VStack {
      HStack {
        ForEach(tiles) { tile in
          Text(tile.id)
            .onDrag {
              dragging = tile
              return NSItemProvider(object: tile.id as NSString)
            }
            .onDrop(
              of: [.text], delegate: ReorderDelegate(tile: tile, tiles: $tiles, dragging: $dragging)
            )
        }
      }
      Text("dragging \(dragging?.id ?? "nothing")")
      Text("dropped \(dropped)")
        .onDrop(of: [.plainText], isTargeted: $targeted) { providers in
          _ = providers.first?.loadObject(ofClass: String.self) { text, _ in
            Task { @MainActor in dropped = text ?? "?" }
          }
          return true
        }
      Text(targeted ? "targeted" : "idle")
      Text("photos only").onDrop(of: [.image], isTargeted: nil) { _ in true }
    }
  }
}

/// `settle()` runs the work app code hands to the main queue.
@MainActor
@Suite("settle() and the main queue", .viewProbe)
struct MainQueueSettleTests {
  @Test("blocks queued on the main queue, and the blocks they queue, run during settle()")
  func settleRunsMainQueueBlocks() async throws {
    let harness = ParentHarness { QueuedCounter() }
    try harness.find(button: "Queue").tap()
    #expect(harness.texts.first == "count 0")
    await harness.settle()
    #expect(harness.texts.first == "count 2")
  }
}

private struct QueuedCounter: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      Button("Queue") {
        DispatchQueue.main.async {
          count += 1
          DispatchQueue.main.async { count += 1 }
        }
      }
    }
  }

}
