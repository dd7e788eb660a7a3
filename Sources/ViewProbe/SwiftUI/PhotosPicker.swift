// PhotosUI's photo picker (`PhotosPicker`, `photosPicker(isPresented:selection:)`), for the apps
// that let people choose a picture. The system picker is not shown: while it is up it covers the
// app, as a sheet does, and a test picks items with `ParentHarness.pickPhotos(_:)` — items made
// with the data the app will load (`loadTransferable(type:)`). On Linux the `PhotosUI` stand-in
// gives these types their Apple names (`PhotosPicker`, `PhotosPickerItem`, `PHPickerFilter` …);
// on Apple platforms, where those names are PhotosUI's, ViewProbe's are underscored.
import Foundation

/// An item chosen in the photo picker: an identifier, its content types and, for items a test
/// picks, the data `loadTransferable(type:)` loads.
public struct _PhotosPickerItem: Hashable, Sendable {
  /// How an item is encoded when it has several representations.
  public enum EncodingDisambiguationPolicy: Hashable, Sendable {
    /// The system decides.
    case automatic
    /// The current encoding.
    case current
    /// The most compatible encoding.
    case compatible
  }

  /// The item's identifier in the photo library.
  public let itemIdentifier: String?
  /// The content types the item can be loaded as.
  public let supportedContentTypes: [UTType]
  let data: Data?

  /// The library item with `itemIdentifier` (it has no data to load).
  public init(itemIdentifier: String) {
    self.itemIdentifier = itemIdentifier
    supportedContentTypes = []
    data = nil
  }

  /// An item a test picks: `data` of `contentType` (a JPEG photo unless said otherwise), which
  /// `loadTransferable(type:)` loads. (ViewProbe's; Apple's items come from the library.)
  public init(itemIdentifier: String, data: Data, contentType: UTType = .jpeg) {
    self.itemIdentifier = itemIdentifier
    supportedContentTypes = [contentType]
    self.data = data
  }

  /// Loads the item as `type` — `Data`, `Image`, or your own `Transferable` type that imports
  /// its content type — or `nil` when it cannot be.
  public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
    guard let data else { return nil }
    if let data = data as? T { return data }
    guard #available(macOS 15.2, iOS 18.2, tvOS 18.2, watchOS 11.2, visionOS 2.2, *) else {
      return nil
    }
    return try await T(importing: data, contentType: supportedContentTypes.first)
  }

  /// Loads the item as `type` and hands the result to `completionHandler` (on another task).
  @discardableResult
  public func loadTransferable<T: Transferable>(
    type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
  ) -> Progress {
    let item = self
    Task {
      do { completionHandler(.success(try await item.loadTransferable(type: type))) } catch {
        completionHandler(.failure(error))
      }
    }
    return Progress(totalUnitCount: 1)
  }
}

/// Which items the picker offers: images, videos, or combinations.
public struct _PHPickerFilter: Hashable, Sendable {
  indirect enum Rule: Hashable, Sendable {
    case type(UTType)
    case any([Rule])
    case all([Rule])
    case not(Rule)
  }

  let rule: Rule

  /// Images (and live photos, screenshots …).
  public static let images = _PHPickerFilter(rule: .type(.image))
  /// Videos.
  public static let videos = _PHPickerFilter(rule: .type(.movie))
  /// Live photos (images here).
  public static let livePhotos = _PHPickerFilter(rule: .type(.image))
  /// Screenshots (images here).
  public static let screenshots = _PHPickerFilter(rule: .type(.image))
  /// Panoramas (images here).
  public static let panoramas = _PHPickerFilter(rule: .type(.image))
  /// Slow-motion videos (videos here).
  public static let slomoVideos = _PHPickerFilter(rule: .type(.movie))
  /// Time-lapse videos (videos here).
  public static let timelapseVideos = _PHPickerFilter(rule: .type(.movie))

  /// Items any of `subfilters` offers.
  public static func any(of subfilters: [_PHPickerFilter]) -> _PHPickerFilter {
    _PHPickerFilter(rule: .any(subfilters.map(\.rule)))
  }

  /// Items all of `subfilters` offer.
  public static func all(of subfilters: [_PHPickerFilter]) -> _PHPickerFilter {
    _PHPickerFilter(rule: .all(subfilters.map(\.rule)))
  }

  /// Items `filter` does not offer.
  public static func not(_ filter: _PHPickerFilter) -> _PHPickerFilter {
    _PHPickerFilter(rule: .not(filter.rule))
  }

  /// Whether the picker offers an item of `types` (an item a test made without data always fits).
  func offers(_ types: [UTType]) -> Bool {
    types.isEmpty || types.contains { Self.matches(rule, $0) }
  }

  private static func matches(_ rule: Rule, _ type: UTType) -> Bool {
    switch rule {
    case .type(let base): return type.conforms(to: base)
    case .any(let rules): return rules.contains { matches($0, type) }
    case .all(let rules): return rules.allSatisfy { matches($0, type) }
    case .not(let rule): return !matches(rule, type)
    }
  }
}

/// How the picker orders and updates a multiple selection.
public struct _PhotosPickerSelectionBehavior: Hashable, Sendable {
  let name: String
  /// The default behaviour.
  public static let `default` = _PhotosPickerSelectionBehavior(name: "default")
  /// Selection in the order items were picked.
  public static let ordered = _PhotosPickerSelectionBehavior(name: "ordered")
  /// Selection updated as items are picked.
  public static let continuous = _PhotosPickerSelectionBehavior(name: "continuous")
  /// Both.
  public static let continuousAndOrdered = _PhotosPickerSelectionBehavior(
    name: "continuousAndOrdered")
}

/// The user's photo library.
public final class _PHPhotoLibrary: Sendable {
  private static let library = _PHPhotoLibrary()

  /// The shared library.
  public static func shared() -> _PHPhotoLibrary { library }
}

/// A presented photo picker: what it offers, how many items it takes, where they go.
nonisolated public struct _PhotosPickerModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isPresented: Binding<Bool>
  let filter: _PHPickerFilter?
  let maxSelectionCount: Int?
  let select: ([_PhotosPickerItem]) -> Void
  /// Whether the picker is embedded in the app (`photosPickerStyle(.inline)` or `.compact`):
  /// always up, covering nothing; picking does not close it.
  var embedded = false

  var isEmbedded: Bool { embedded }
}

extension _PhotosPickerModifier: SystemPanel {
  static var panelName: String { "photos picker" }

  @MainActor
  func makeChildren(of content: any View, into children: inout ChildList) {
    guard embedded else { return makePanelChildren(of: content, into: &children) }
    children.append(content, key: .content)
  }
}

nonisolated extension View {
  /// Presents the photo picker while `isPresented` is true, for one item; a test picks it with
  /// `ParentHarness.pickPhotos(_:)`.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<_PhotosPickerItem?>,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) -> some View {
    modifier(
      _PhotosPickerModifier(
        isPresented: isPresented, filter: filter, maxSelectionCount: 1,
        select: { selection.wrappedValue = $0.first }))
  }

  /// Presents the photo picker while `isPresented` is true, for up to `maxSelectionCount` items
  /// (`nil`: any number).
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<[_PhotosPickerItem]>,
    maxSelectionCount: Int? = nil,
    selectionBehavior: _PhotosPickerSelectionBehavior = .default,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) -> some View {
    modifier(
      _PhotosPickerModifier(
        isPresented: isPresented, filter: filter, maxSelectionCount: maxSelectionCount,
        select: { selection.wrappedValue = $0 }))
  }

  /// Presents the photo picker for one item of `photoLibrary` while `isPresented` is true.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<_PhotosPickerItem?>,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: _PHPhotoLibrary
  ) -> some View {
    photosPicker(isPresented: isPresented, selection: selection, matching: filter)
  }

  /// Presents the photo picker for up to `maxSelectionCount` items of `photoLibrary` while
  /// `isPresented` is true.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<[_PhotosPickerItem]>,
    maxSelectionCount: Int? = nil,
    selectionBehavior: _PhotosPickerSelectionBehavior = .default,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: _PHPhotoLibrary
  ) -> some View {
    photosPicker(
      isPresented: isPresented, selection: selection, maxSelectionCount: maxSelectionCount,
      matching: filter)
  }
}

/// A button that presents the photo picker: found by its label; after a tap a test picks items
/// with `ParentHarness.pickPhotos(_:)`, which writes the selection.
public struct _PhotosPicker<Label: View>: View {
  let label: Label
  let filter: _PHPickerFilter?
  let maxSelectionCount: Int?
  let select: ([_PhotosPickerItem]) -> Void
  @State private var isPresented = false
  @Environment(\.photosPickerStyle) private var style

  /// A picker for one item, written to `selection`.
  public init(
    selection: Binding<_PhotosPickerItem?>, matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.filter = filter
    maxSelectionCount = 1
    select = { selection.wrappedValue = $0.first }
  }

  /// A picker for one item of `photoLibrary`, written to `selection`.
  public init(
    selection: Binding<_PhotosPickerItem?>, matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: _PHPhotoLibrary, @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, matching: filter, label: label)
  }

  /// A picker for up to `maxSelectionCount` items (`nil`: any number), written to `selection`.
  public init(
    selection: Binding<[_PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: _PhotosPickerSelectionBehavior = .default,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.filter = filter
    self.maxSelectionCount = maxSelectionCount
    select = { selection.wrappedValue = $0 }
  }

  /// A picker for up to `maxSelectionCount` items of `photoLibrary` (`nil`: any number),
  /// written to `selection`.
  public init(
    selection: Binding<[_PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: _PhotosPickerSelectionBehavior = .default,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: _PHPhotoLibrary, @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, maxSelectionCount: maxSelectionCount,
      selectionBehavior: selectionBehavior, matching: filter, label: label)
  }

  /// The button, with the picker it presents; with `photosPickerStyle(.inline)` or `.compact`,
  /// the picker itself, embedded in place of the button.
  public var body: some View {
    if style == .presentation {
      Button {
        isPresented = true
      } label: {
        label
      }
      .modifier(
        _PhotosPickerModifier(
          isPresented: $isPresented, filter: filter, maxSelectionCount: maxSelectionCount,
          select: select))
    } else {
      EmptyView()
        .modifier(
          _PhotosPickerModifier(
            isPresented: .constant(true), filter: filter, maxSelectionCount: maxSelectionCount,
            select: select, embedded: true))
    }
  }
}

extension _PhotosPicker where Label == Text {
  /// A picker for one item, titled with the text of `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<_PhotosPickerItem?>,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(selection: selection, matching: filter) { Text(titleKey) }
  }

  /// A picker for one item, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<_PhotosPickerItem?>, matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(selection: selection, matching: filter) { Text(title) }
  }

  /// A picker for one item of `photoLibrary`, titled with the text of `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<_PhotosPickerItem?>,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: _PHPhotoLibrary
  ) {
    self.init(titleKey, selection: selection, matching: filter)
  }

  /// A picker for one item of `photoLibrary`, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<_PhotosPickerItem?>, matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: _PHPhotoLibrary
  ) {
    self.init(title, selection: selection, matching: filter)
  }

  /// A picker for several items, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<[_PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: _PhotosPickerSelectionBehavior = .default,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(
      selection: selection, maxSelectionCount: maxSelectionCount,
      selectionBehavior: selectionBehavior, matching: filter
    ) { Text(title) }
  }

  /// A picker for several items of `photoLibrary`, titled with the text of `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<[_PhotosPickerItem]>,
    maxSelectionCount: Int? = nil,
    selectionBehavior: _PhotosPickerSelectionBehavior = .default,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: _PHPhotoLibrary
  ) {
    self.init(
      titleKey, selection: selection, maxSelectionCount: maxSelectionCount,
      selectionBehavior: selectionBehavior, matching: filter)
  }

  /// A picker for several items of `photoLibrary`, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<[_PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: _PhotosPickerSelectionBehavior = .default,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: _PHPhotoLibrary
  ) {
    self.init(
      title, selection: selection, maxSelectionCount: maxSelectionCount,
      selectionBehavior: selectionBehavior, matching: filter)
  }

  /// A picker for several items, titled with the text of `titleKey`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<[_PhotosPickerItem]>,
    maxSelectionCount: Int? = nil,
    selectionBehavior: _PhotosPickerSelectionBehavior = .default,
    matching filter: _PHPickerFilter? = nil,
    preferredItemEncoding: _PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    self.init(
      selection: selection, maxSelectionCount: maxSelectionCount,
      selectionBehavior: selectionBehavior, matching: filter
    ) { Text(titleKey) }
  }
}
