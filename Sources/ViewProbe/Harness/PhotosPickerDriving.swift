import Foundation
import Testing

extension ParentHarness {
  // MARK: Photo pickers

  /// Picks `items` in the photo picker that is up, as a user does: the picker closes (one embedded
  /// in the app, `photosPickerStyle(.inline)`, stays) and its selection gets them, then one update (the app's `onChange(of:)` loads them). Refused, with a
  /// recorded issue, when no picker is up, when no items or more items than it takes are picked,
  /// or when an item's content type is not one its filter offers.
  public func pickPhotos(
    _ items: [_PhotosPickerItem], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard
      let (node, picker) = presentedPanel(
        _PhotosPickerModifier.self, "pickPhotos(_:)", hint: " (tap the PhotosPicker first)",
        at: sourceLocation)
    else { return }
    guard !items.isEmpty else {
      return core.reportMisuse(
        "pickPhotos(_:) picked no items: to close the photos picker without picking, call "
          + "cancelPhotoPicking()", at: sourceLocation)
    }
    if let limit = picker.maxSelectionCount, limit > 0, items.count > limit {
      return core.reportMisuse(
        "pickPhotos(_:) picked \(items.count) items, but the photos picker takes at most \(limit)",
        at: sourceLocation)
    }
    if let filter = picker.filter,
      let item = items.first(where: { !filter.offers($0.supportedContentTypes) })
    {
      let types = item.supportedContentTypes.map(\.identifier).joined(separator: ", ")
      return core.reportMisuse(
        "pickPhotos(_:) picked \(item.itemIdentifier ?? "an item") (\(types)), which the photos "
          + "picker's filter does not offer", at: sourceLocation)
    }
    core.perform(at: sourceLocation, from: node) {
      picker.isPresented.wrappedValue = false
      picker.select(items)
    }
  }

  /// Cancels the photo picker that is up: it closes, and its selection keeps what it had.
  public func cancelPhotoPicking(sourceLocation: SourceLocation = #_sourceLocation) {
    guard
      let (node, picker) = presentedPanel(
        _PhotosPickerModifier.self, "cancelPhotoPicking()", hint: "", at: sourceLocation)
    else { return }
    guard !picker.embedded else {
      return core.reportMisuse(
        "cancelPhotoPicking() found only a photos picker embedded in the app "
          + "(photosPickerStyle(.inline) or .compact), which does not close", at: sourceLocation)
    }
    core.perform(at: sourceLocation, from: node) { picker.isPresented.wrappedValue = false }
  }

  /// Picks one item (see `pickPhotos(_:)`).
  public func pickPhoto(
    _ item: _PhotosPickerItem, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    pickPhotos([item], sourceLocation: sourceLocation)
  }
}
