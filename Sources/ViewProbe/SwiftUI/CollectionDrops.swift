import Foundation

/// Drops into the rows of a collection (`DynamicViewContent`): what is dropped is inserted at an
/// offset of the collection's data. `dropDestination(for:action:)` takes `Transferable` payloads,
/// `onInsert(of:perform:)` item providers. `FoundView.dragAndDrop(onto:atOffset:)` drops onto a
/// row: at that row's offset (before it), or at the offset the test gives.
nonisolated public struct _RowInsertModifier: ViewModifier {
  /// Applied by the graph; no body.
  public typealias Body = Never
  let taking: Taking

  enum Taking {
    /// Payloads of one type (`dropDestination(for:action:)`).
    case payloads(type: Any.Type, accepts: (Any) -> Bool, insert: ([Any], Int) -> Void)
    /// Item providers of some type identifiers (`onInsert(of:perform:)`).
    case providers(types: [String], insert: (Int, [NSItemProvider]) -> Void)
  }
}

extension _RowInsertModifier: PassThroughModifier, PlainExpansion, _DynamicContentModifier {}

nonisolated extension DynamicViewContent {
  /// Inserts the `T` payloads dropped onto the rows: `action` gets them and the offset in the
  /// collection's data where they go.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
  ) -> some DynamicViewContent {
    ModifiedContent(
      content: self,
      modifier: _RowInsertModifier(
        taking: .payloads(
          type: T.self, accepts: { $0 is T },
          insert: { payloads, offset in action(payloads.compactMap { $0 as? T }, offset) })))
  }

  /// Inserts what is dropped onto the rows as item providers of `supportedContentTypes`:
  /// `action` gets the offset in the collection's data and the providers.
  public func onInsert(
    of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> some DynamicViewContent {
    onInsert(of: supportedContentTypes.map(\.identifier), perform: action)
  }

  /// Inserts what is dropped onto the rows as item providers of the type identifiers
  /// `acceptedTypeIdentifiers` (deprecated form).
  public func onInsert(
    of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> some DynamicViewContent {
    ModifiedContent(
      content: self,
      modifier: _RowInsertModifier(
        taking: .providers(types: acceptedTypeIdentifiers, insert: action)))
  }
}

extension _RowInsertModifier {
  /// Whether it takes `payload`, a `Transferable` value.
  func takes(payload: Any) -> Bool {
    if case .payloads(_, let accepts, _) = taking { return accepts(payload) }
    return false
  }

  /// Whether it takes a drag of `provider`.
  func takes(provider: NSItemProvider) -> Bool {
    if case .providers(let types, _) = taking {
      return types.contains { provider.hasItemConformingToTypeIdentifier($0) }
    }
    return false
  }

  /// What it takes, for messages (named only when a message needs it, not at each update).
  var takenDescription: String {
    switch taking {
    case .payloads(let type, _, _): return "\(_typeName(type, qualified: false)) payloads"
    case .providers(let types, _): return "item providers of \(types)"
    }
  }
}
