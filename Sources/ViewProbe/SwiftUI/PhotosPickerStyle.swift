// How a `PhotosPicker` shows (iOS 17): presented from a button (the default), or embedded in the
// app (`.inline`, `.compact`), where it is always up and covers nothing; `pickPhotos(_:)` picks
// from it without closing it. The capabilities and accessories it hides are not simulated.

/// Whether the photo picker is presented from its button or embedded in the app.
public struct _PhotosPickerStyle: Hashable, Sendable {
  private let name: String

  /// Presented over the app from the picker's button (the default).
  public static let presentation = _PhotosPickerStyle(name: "presentation")
  /// Embedded in the app, in place of the button.
  public static let inline = _PhotosPickerStyle(name: "inline")
  /// Embedded in the app as a single row.
  public static let compact = _PhotosPickerStyle(name: "compact")
}

/// Parts of the photo picker an app can turn off.
public struct _PHPickerCapabilities: OptionSet, Hashable, Sendable {
  /// The capabilities' bits.
  public let rawValue: UInt

  /// Capabilities made of `rawValue`'s bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The search bar.
  public static let search = _PHPickerCapabilities(rawValue: 1 << 0)
  /// The albums (sidebar or tab).
  public static let collectionNavigation = _PHPickerCapabilities(rawValue: 1 << 1)
  /// The Cancel and Add buttons.
  public static let selectionActions = _PHPickerCapabilities(rawValue: 1 << 2)
  /// The area that shows what is picked.
  public static let stagingArea = _PHPickerCapabilities(rawValue: 1 << 3)
  /// The intervention for sensitive content.
  public static let sensitivityAnalysisIntervention = _PHPickerCapabilities(rawValue: 1 << 4)
}

private struct PhotosPickerStyleKey: EnvironmentKey {
  static let defaultValue = _PhotosPickerStyle.presentation
}

extension EnvironmentValues {
  var photosPickerStyle: _PhotosPickerStyle {
    get { self[PhotosPickerStyleKey.self] }
    set { self[PhotosPickerStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Shows the photo pickers in this view presented from their buttons (`.presentation`) or
  /// embedded in the app (`.inline`, `.compact`).
  public func photosPickerStyle(_ style: _PhotosPickerStyle) -> some View {
    environment(\.photosPickerStyle, style)
  }

  /// Turns off parts of the photo pickers in this view (not simulated).
  public func photosPickerDisabledCapabilities(
    _ disabledCapabilities: _PHPickerCapabilities
  ) -> some View {
    inert("photosPickerDisabledCapabilities")
  }

  /// Shows or hides the photo pickers' accessories at `edges` (not simulated).
  public func photosPickerAccessoryVisibility(
    _ visibility: Visibility, edges: Edge.Set = .all
  ) -> some View {
    inert("photosPickerAccessoryVisibility")
  }
}
