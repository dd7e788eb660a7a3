/// The top or bottom edge.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The edges' bits.
    public let rawValue: Int8
    /// A set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set holding `edge`.
    public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
    /// The top edge.
    public static let top = Set(.top)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

nonisolated extension View {
  /// Shows `content` along the top or bottom edge, insetting the view's safe area. The content is
  /// in the tree after the view: its controls can be found and driven.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_AttachedContentModifier(name: "safeAreaInset", attached: content()))
  }

  /// Shows `content` along the leading or trailing edge, insetting the view's safe area.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modifier(_AttachedContentModifier(name: "safeAreaInset", attached: content()))
  }
}

nonisolated extension View {
  /// Adds `length` points (or the system's amount) to the safe area on `edges` (not laid out).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    inert("safeAreaPadding")
  }

  /// Adds `insets` to the safe area (not laid out).
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { inert("safeAreaPadding") }

  /// Adds `length` points to the safe area on every edge (not laid out).
  public func safeAreaPadding(_ length: CGFloat) -> some View { inert("safeAreaPadding") }
}
