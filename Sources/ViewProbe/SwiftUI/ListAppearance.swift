// How lists draw their separators, sections and row tints: presentational, so inert.

/// The space between a list's sections.
public struct ListSectionSpacing: Sendable, Hashable {
  let points: CGFloat?
  /// The platform's default spacing.
  public static let `default` = ListSectionSpacing(points: nil)
  /// Less space than the default.
  public static let compact = ListSectionSpacing(points: 0)
  /// `spacing` points.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(points: spacing)
  }
}

/// The tint of a list item's icons (not drawn).
public struct ListItemTint: Sendable, Hashable {
  let color: Color?
  /// A tint the user's accent colour may override.
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// A tint that is always used.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
  /// Monochrome.
  public static let monochrome = ListItemTint(color: nil)
}

/// How prominent a badge is.
public enum BadgeProminence: Hashable, Sendable {
  /// Less prominent than the default.
  case decreased
  /// The default.
  case standard
  /// More prominent than the default.
  case increased
}

nonisolated extension View {
  /// The tint of the row separators (not drawn).
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    inert("listRowSeparatorTint")
  }

  /// Shows or hides the section separators (not drawn).
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    inert("listSectionSeparator")
  }

  /// The tint of the section separators (not drawn).
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    inert("listSectionSeparatorTint")
  }

  /// The space between sections (not laid out).
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    inert("listSectionSpacing")
  }

  /// The space between sections, in points (not laid out).
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { inert("listSectionSpacing") }

  /// The tint of the list items' icons (not drawn).
  public func listItemTint(_ tint: ListItemTint?) -> some View { inert("listItemTint") }

  /// The tint of the list items' icons (not drawn).
  public func listItemTint(_ tint: Color?) -> some View { inert("listItemTint") }

  /// How prominent the badges inside are (not drawn; the badge is in the tree).
  public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    inert("badgeProminence")
  }
}

struct DefaultMinListRowHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat { 44 }
}

struct DefaultMinListHeaderHeightKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

extension EnvironmentValues {
  /// The smallest height a list row may have (44 points unless set; rows are not laid out).
  public var defaultMinListRowHeight: CGFloat {
    get { self[DefaultMinListRowHeightKey.self] }
    set { self[DefaultMinListRowHeightKey.self] = newValue }
  }

  /// The smallest height a list's section header may have (`nil`: the system's; not laid out).
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[DefaultMinListHeaderHeightKey.self] }
    set { self[DefaultMinListHeaderHeightKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The margins of the list sections below on `edges` (iOS 26; not laid out).
  public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
    inert("listSectionMargins")
  }
}
