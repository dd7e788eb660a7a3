// OS 27 reordering: a container made with `reorderContainer(for:isEnabled:move:)` lets people drag
// the rows of the `reorderable()` collections inside it — in a list, a stack, a grid or a custom
// layout — and hands the app the moved items' ids and where they go, as a `ReorderDifference`.
// `FoundView.move(toOffset:)` on a view in such a row drags it there.

/// What one reordering produces: the ids of the items moved, and where they go.
public struct ReorderDifference<ItemID, CollectionID> {
  /// Where moved items go.
  public struct Destination {
    /// A place in a collection.
    public enum Position {
      /// Before the item with this id: the moved items take its index.
      case before(ItemID)
      /// After the last item of the collection.
      case end
    }

    /// Where in its collection the items go.
    public var position: Position
    /// The collection they go into.
    public var collectionID: CollectionID

    /// A destination in the collection `collectionID`.
    public init(position: Position, collectionID: CollectionID) {
      self.position = position
      self.collectionID = collectionID
    }
  }

  /// The ids of the items moved, in order.
  public var sources: [ItemID]
  /// Where they go.
  public var destination: Destination
}

extension ReorderDifference.Destination
where CollectionID == ReorderableSingleCollectionIdentifier {
  /// A destination in a container's only collection.
  public init(position: Position) {
    self.init(position: position, collectionID: ReorderableSingleCollectionIdentifier())
  }
}

extension ReorderDifference: Sendable where ItemID: Sendable, CollectionID: Sendable {}
extension ReorderDifference.Destination: Sendable where ItemID: Sendable, CollectionID: Sendable {}
extension ReorderDifference.Destination.Position: Sendable where ItemID: Sendable {}
extension ReorderDifference.Destination.Position: Equatable where ItemID: Equatable {}
extension ReorderDifference.Destination.Position: Hashable where ItemID: Hashable {}

/// The collection id of a container with one reorderable collection.
public struct ReorderableSingleCollectionIdentifier: Hashable, Sendable {
  init() {}
}

/// `reorderable()` / `reorderable(collectionID:)`: marks a collection's rows as draggable inside
/// the reorder container around it.
nonisolated public struct _ReorderableModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  /// The collection the rows belong to (`nil`: the container's only one).
  let collectionID: AnyHashable?
}

extension _ReorderableModifier: PrimitiveModifier, _DynamicContentModifier {
  @MainActor func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

/// `reorderContainer`: the container its reorderable rows are dragged in, and what a drop tells
/// the app.
nonisolated public struct _ReorderContainerModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let isEnabled: Bool
  /// The item type the app named, for messages.
  let itemTypeName: String
  /// Hands the app a difference made of row ids: the sources, the id the rows go before (`nil`:
  /// the end), and the collection (`nil`: the only one). Returns why not, when the ids are not
  /// of the app's types.
  let move: ([AnyHashable], AnyHashable?, AnyHashable?) -> String?
}

extension _ReorderContainerModifier: PrimitiveModifier {
  @MainActor func makeChildren(of content: any View, into children: inout ChildList) {
    children.append(content, key: .content)
  }
}

nonisolated extension DynamicViewContent {
  /// Lets people drag this collection's rows to reorder them inside the reorder container
  /// around it (OS 27); a container's only collection.
  public func reorderable() -> some DynamicViewContent {
    ModifiedContent(content: self, modifier: _ReorderableModifier(collectionID: nil))
  }

  /// Lets people drag this collection's rows within it and between the container's
  /// collections; `collectionID` names it in the destinations (OS 27).
  public func reorderable(collectionID: some Hashable & Sendable) -> some DynamicViewContent {
    ModifiedContent(
      content: self, modifier: _ReorderableModifier(collectionID: AnyHashable(collectionID)))
  }
}

nonisolated extension View {
  /// Makes this list, stack, grid or layout a container whose `reorderable()` rows of `Item`s
  /// people drag; `move` gets each drop's difference (OS 27).
  public func reorderContainer<Item: Identifiable>(
    for item: Item.Type, isEnabled: Bool = true,
    move: @escaping (ReorderDifference<Item.ID, ReorderableSingleCollectionIdentifier>) -> Void
  ) -> some View where Item.ID: Sendable {
    reorderContainer(
      for: item, in: ReorderableSingleCollectionIdentifier.self, isEnabled: isEnabled, move: move)
  }

  /// Makes this view a container of several reorderable collections, each named by a
  /// `CollectionID` (`reorderable(collectionID:)`); `move` gets each drop's difference (OS 27).
  public func reorderContainer<Item: Identifiable, CollectionID: Hashable & Sendable>(
    for item: Item.Type, in collectionID: CollectionID.Type, isEnabled: Bool = true,
    move: @escaping (ReorderDifference<Item.ID, CollectionID>) -> Void
  ) -> some View where Item.ID: Sendable {
    let handOver: ([AnyHashable], AnyHashable?, AnyHashable?) -> String? = {
      sources, before, collection in
      let ids = sources.compactMap { $0.base as? Item.ID }
      let target = before.map { $0.base as? Item.ID }
      let named =
        collection.map { $0.base as? CollectionID }
        ?? (ReorderableSingleCollectionIdentifier() as? CollectionID)
      guard ids.count == sources.count, target != .some(nil), let named else {
        return "its rows' ids are not \(_typeName(Item.ID.self, qualified: false))s of "
          + "\(_typeName(Item.self, qualified: false)), or its collection ids not "
          + "\(_typeName(CollectionID.self, qualified: false))s, as reorderContainer(for:) names "
          + "them"
      }
      let position: ReorderDifference<Item.ID, CollectionID>.Destination.Position =
        target.flatMap { $0 }.map { .before($0) } ?? .end
      move(
        ReorderDifference(
          sources: ids, destination: .init(position: position, collectionID: named)))
      return nil
    }
    return modifier(
      _ReorderContainerModifier(
        isEnabled: isEnabled, itemTypeName: _typeName(Item.self, qualified: false),
        move: handOver))
  }
}
