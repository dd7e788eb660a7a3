import Foundation
@_exported import UniformTypeIdentifiers

/// The drag and drop of iOS 13.4–15, with item providers: `onDrag` makes a drag's
/// `NSItemProvider`, `onDrop` takes providers of the types it supports — with a closure, or a
/// `DropDelegate` that hears the drag enter, move and leave (the reorderable grid's pattern).
/// `FoundView.dragAndDrop(onto:)` carries one provider from a source to a destination.
nonisolated public struct _ItemProviderDragModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// Makes the drag's item provider when the drag begins.
  let provide: () -> NSItemProvider
}

/// The destination of item-provider drops.
nonisolated public struct _ItemProviderDropModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// The type identifiers it takes.
  let supportedTypes: [String]
  /// Told `true` when a drag it takes enters, `false` when it leaves.
  let isTargeted: Binding<Bool>?
  /// What handles the drop.
  let handler: Handler

  enum Handler {
    case action(([NSItemProvider], CGPoint) -> Bool)
    case delegate(any DropDelegate)
  }

  /// Whether it takes a drag of `provider`.
  func takes(_ provider: NSItemProvider) -> Bool {
    supportedTypes.contains { provider.hasItemConformingToTypeIdentifier($0) }
  }
}

extension _ItemProviderDragModifier: PassThroughModifier, PlainExpansion {}
extension _ItemProviderDropModifier: PassThroughModifier, PlainExpansion {}

/// What a drop delegate is told of a drag over its view.
public struct DropInfo {
  /// Where the drag is, in the view (`.zero` here: nothing is laid out).
  public let location: CGPoint
  let providers: [NSItemProvider]

  /// Whether the drag holds items of one of `contentTypes`.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    hasItemsConforming(to: contentTypes.map(\.identifier))
  }

  /// Whether the drag holds items of one of the type identifiers `types`.
  public func hasItemsConforming(to types: [String]) -> Bool {
    providers.contains { provider in
      types.contains(where: provider.hasItemConformingToTypeIdentifier)
    }
  }

  /// The drag's items of one of `contentTypes`.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    itemProviders(for: contentTypes.map(\.identifier))
  }

  /// The drag's items of one of the type identifiers `types`.
  public func itemProviders(for types: [String]) -> [NSItemProvider] {
    providers.filter { provider in types.contains(where: provider.hasItemConformingToTypeIdentifier)
    }
  }
}

/// What a drop would do.
public enum DropOperation: Sendable {
  /// Nothing: the drop is cancelled.
  case cancel
  /// Nothing: the drop is not allowed here.
  case forbidden
  /// Copy the items.
  case copy
  /// Move the items.
  case move
}

/// What a drop delegate proposes for a drag over its view.
public struct DropProposal: Sendable {
  /// What the drop would do.
  public let operation: DropOperation

  /// A proposal to `operation`.
  public init(operation: DropOperation) { self.operation = operation }
}

/// What a view that takes drops is told of a drag, and asked. `validateDrop`, `dropEntered`,
/// `dropUpdated` and `dropExited` have defaults; `performDrop` is yours.
@MainActor @preconcurrency
public protocol DropDelegate {
  /// Whether the drag may drop here (`true` unless you say).
  func validateDrop(info: DropInfo) -> Bool
  /// The drag entered the view.
  func dropEntered(info: DropInfo)
  /// The drag moved in the view: what a drop would do (`nil`: copy).
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// The drag left the view.
  func dropExited(info: DropInfo)
  /// The drop: take the items (start loading them here); whether it worked.
  func performDrop(info: DropInfo) -> Bool
}

extension DropDelegate {
  /// `true`: the drag may drop (the destination only activates for the types it takes).
  public func validateDrop(info: DropInfo) -> Bool { true }
  /// Does nothing.
  public func dropEntered(info: DropInfo) {}
  /// `nil`: the drop copies.
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  /// Does nothing.
  public func dropExited(info: DropInfo) {}
}

nonisolated extension View {
  /// Makes the view the source of a drag of the item provider `data` makes when the drag begins.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
    modifier(_ItemProviderDragModifier(provide: data))
  }

  /// Makes the view the source of a drag, previewed by `preview` (not drawn).
  public func onDrag<V: View>(
    _ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(_ItemProviderDragModifier(provide: data))
  }

  /// Takes drops of `supportedContentTypes`: `action` gets their providers and the location
  /// (`.zero`) and says whether it took them; `isTargeted` is `true` while a drag it takes is over
  /// the view.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    onDrop(of: supportedContentTypes.map(\.identifier), isTargeted: isTargeted, perform: action)
  }

  /// Takes drops of `supportedContentTypes`: `action` gets their providers.
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(of: supportedContentTypes.map(\.identifier), isTargeted: isTargeted) { providers, _ in
      action(providers)
    }
  }

  /// Takes drops of `supportedContentTypes`, as `delegate` decides.
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
    onDrop(of: supportedContentTypes.map(\.identifier), delegate: delegate)
  }

  /// Takes drops of the type identifiers `supportedTypes` (deprecated form).
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    modifier(
      _ItemProviderDropModifier(
        supportedTypes: supportedTypes, isTargeted: isTargeted, handler: .action(action)))
  }

  /// Takes drops of the type identifiers `supportedTypes` (deprecated form).
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(of: supportedTypes, isTargeted: isTargeted) { providers, _ in action(providers) }
  }

  /// Takes drops of the type identifiers `supportedTypes`, as `delegate` decides (deprecated
  /// form).
  public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
    modifier(
      _ItemProviderDropModifier(
        supportedTypes: supportedTypes, isTargeted: nil, handler: .delegate(delegate)))
  }
}
