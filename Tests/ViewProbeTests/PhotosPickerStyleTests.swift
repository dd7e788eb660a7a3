import Foundation
import Testing
import ViewProbe

// ViewProbe's photo picker under its own names (PhotosUI's on Apple platforms): an inline picker,
// and the pickers of a chosen photo library.

/// A composer with a picker embedded in it (iOS 17): picked photos show as they are picked.
private struct InlineComposer: View {
  @State private var items: [_PhotosPickerItem] = []
  @State private var cover: _PhotosPickerItem?
  var body: some View {
    VStack {
      Text("picked \(items.compactMap(\.itemIdentifier).joined(separator: ","))")
      Button("Clear") { items = [] }
      _PhotosPicker(
        selection: $items, maxSelectionCount: 2, selectionBehavior: .continuous,
        matching: .images, photoLibrary: .shared()
      ) {
        Text("Never shown")
      }
      .photosPickerStyle(.inline)
      .photosPickerDisabledCapabilities([.selectionActions, .search])
      .photosPickerAccessoryVisibility(.hidden, edges: .bottom)
      _PhotosPicker("Cover", selection: $cover, photoLibrary: .shared())
      Text("cover \(cover?.itemIdentifier ?? "none")")
    }
  }
}

@MainActor
@Suite("Photo picker styles", .viewProbe)
struct PhotosPickerStyleTests {
  private func photo(_ name: String) -> _PhotosPickerItem {
    _PhotosPickerItem(itemIdentifier: name, data: Data([1, 2, 3]))
  }

  @Test("an inline picker is always up, covers nothing, and stays up after a pick")
  func inlinePickerStaysUp() throws {
    let harness = ParentHarness { InlineComposer() }
    #expect(!harness.texts.contains("Never shown"), "an inline picker shows no button")
    harness.pickPhotos([photo("a"), photo("b")])
    #expect(harness.texts.first == "picked a,b")
    try harness.find(button: "Clear").tap()
    #expect(harness.texts.first == "picked ")
    harness.pickPhoto(photo("c"))
    #expect(harness.texts.first == "picked c", "the inline picker is still up")
    expectIssue(
      startingWith: "pickPhotos(_:) picked 3 items, but the photos picker takes at most 2"
    ) {
      harness.pickPhotos([photo("d"), photo("e"), photo("f")])
    }
    expectIssue(startingWith: "cancelPhotoPicking() found only a photos picker embedded") {
      harness.cancelPhotoPicking()
    }
    #expect(harness.texts.first == "picked c")
  }

  @Test("a picker presented over an inline one takes the pick; the inline one keeps its own")
  func presentedPickerOverInline() throws {
    let harness = ParentHarness { InlineComposer() }
    try harness.find(button: "Cover").tap()
    expectIssue(startingWith: "tap() on the Button \"Clear\"") {
      try? harness.find(button: "Clear").tap()
    }
    harness.pickPhoto(photo("sunset"))
    #expect(harness.texts.first == "picked ", "the inline picker got nothing")
    #expect(harness.texts.last == "cover sunset")
    harness.pickPhoto(photo("g"))
    #expect(harness.texts.first == "picked g", "with the cover picker closed, the inline one")
  }
}
