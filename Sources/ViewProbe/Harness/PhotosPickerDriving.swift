import Foundation
import Testing

extension ParentHarness {
  // MARK: Photo pickers

  /// Picks `items` in the photo picker that is up, as a user does: the picker closes and its
  /// selection gets them, then one update (the app's `onChange(of:)` loads them). Refused, with a
  /// recorded issue, when no picker is up, when more items are picked than it takes, or when an
  /// item's content type is not one its filter offers.
  public func pickPhotos(
    _ items: [_PhotosPickerItem], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    core.flush(at: sourceLocation)
    let up = core.graph.nodesCarrying(_PhotosPickerModifier.self).filter {
      $0.modifier.isPresented.wrappedValue
    }
    guard up.count == 1 else {
      return core.reportMisuse(
        up.isEmpty
          ? "pickPhotos(_:) found no photos picker presented (tap the PhotosPicker first)"
          : "pickPhotos(_:) found \(up.count) photos pickers presented at once", at: sourceLocation)
    }
    let (node, picker) = (up[0].node, up[0].modifier)
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

  /// Picks one item (see `pickPhotos(_:)`).
  public func pickPhoto(
    _ item: _PhotosPickerItem, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    pickPhotos([item], sourceLocation: sourceLocation)
  }
}
