/// The top or bottom edge.
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

extension View {
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
