/// A namespace for `matchedGeometryEffect`: its `ID` is made once per view identity and stays the
/// same across re-renders, as SwiftUI keeps it, so a child that takes it as an input still skips
/// its body when nothing else changed (E02).
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// The identity of one namespace; equal only to itself.
  public struct ID: Hashable, @unchecked Sendable {
    fileprivate let token: Token

    /// Identity.
    public static func == (lhs: ID, rhs: ID) -> Bool { lhs.token === rhs.token }
    /// Identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
  }

  fileprivate final class Token {}

  // Made lazily, on first install: a view value's namespace that storage already holds is never
  // created, so nothing counts as a discarded initial value (A03).
  var storage = State<ID>(box: StateBox(evaluating: { ID(token: Token()) }, eagerly: false))

  /// A namespace.
  public init() {}

  /// This identity's namespace.
  public var wrappedValue: ID { storage.wrappedValue }
}

nonisolated extension View {
  /// Matches this view's geometry with the view of the same `id` in `namespace` (not simulated:
  /// layout and animation are not in ViewProbe).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    inert("matchedGeometryEffect")
  }
}

/// Which parts of a geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// A set from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
