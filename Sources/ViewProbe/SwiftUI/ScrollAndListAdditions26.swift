/// iOS 26's additions around scroll views and lists: custom bars in the safe area, scroll edge
/// effects, and a list's section index. Nothing scrolls or is drawn; a bar's content is in the
/// tree, the rest keeps the tree's shape.

/// How the edge of a scroll view meets the controls over it (not drawn).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String

  /// As the system decides.
  public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
  /// A nearly opaque, linear boundary.
  public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
  /// A subtle, blurred boundary.
  public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

nonisolated extension View {
  /// Shows `content` as a bar above or below this view, in its safe area: the bar is in the tree.
  public func safeAreaBar(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View {
    modifier(_AttachedContentModifier(name: "safeAreaBar", attached: content()))
  }

  /// Shows `content` as a bar beside this view, in its safe area: the bar is in the tree.
  public func safeAreaBar(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View {
    modifier(_AttachedContentModifier(name: "safeAreaBar", attached: content()))
  }

  /// The scroll edge effect of the scroll views inside (not drawn).
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set)
    -> some View
  {
    inert("scrollEdgeEffectStyle")
  }

  /// Hides the scroll edge effects of the scroll views inside (not drawn).
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all)
    -> some View
  {
    inert("scrollEdgeEffectHidden")
  }

  /// Whether a list shows its section index (its sections' `sectionIndexLabel`s; not drawn).
  public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
    inert("listSectionIndexVisibility")
  }

  /// The label of this section in its list's section index, or none (not drawn).
  public func sectionIndexLabel(_ label: Text?) -> some View {
    inert("sectionIndexLabel")
  }

  /// The label of this section in its list's section index: the text of `label`.
  public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View {
    inert("sectionIndexLabel")
  }

  /// The label of this section in its list's section index: `label`.
  @_disfavoredOverload
  public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View {
    inert("sectionIndexLabel")
  }
}
