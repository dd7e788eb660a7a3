// OS 27 toolbar overflow: a toolbar that runs out of room moves items into an overflow menu, the
// lowest `visibilityPriority` first, and a `ToolbarOverflowMenu` puts its actions there always.
// ViewProbe has no widths, so no item overflows for lack of room (priorities are kept, and change
// nothing); the overflow menu is a menu in the navigation bar, its actions among its items — off
// `visibleTexts` until opened, tapped directly, as the items of other menus are.

/// How long a toolbar item stays in the bar as the toolbar runs out of room (OS 27).
public struct ToolbarItemVisibilityPriority: Hashable, Sendable {
  /// The order of priorities, low to high.
  let rank: Int

  /// The system's choice.
  public static let automatic = ToolbarItemVisibilityPriority(rank: 0)
  /// Moves to the overflow menu before items of the default or high priority.
  public static let low = ToolbarItemVisibilityPriority(rank: -100)
  /// Stays in the bar longer than items of the default or low priority.
  public static let high = ToolbarItemVisibilityPriority(rank: 100)

  private init(rank: Int) { self.rank = rank }

  /// A priority just above `other` (below the next system priority); equal for equal bases.
  public init(higherThan other: ToolbarItemVisibilityPriority) { rank = other.rank + 1 }

  /// A priority just below `other` (above the next system priority); equal for equal bases.
  public init(lowerThan other: ToolbarItemVisibilityPriority) { rank = other.rank - 1 }
}

nonisolated extension View {
  /// Sets how long this toolbar item stays in the bar as the toolbar runs out of room (OS 27);
  /// nothing overflows in ViewProbe, which has no widths.
  public func visibilityPriority(_ priority: ToolbarItemVisibilityPriority) -> some View {
    inert("visibilityPriority")
  }

  /// Puts `content`'s actions in the navigation bar's overflow menu (OS 27), as a
  /// `ToolbarOverflowMenu` in `toolbar { }` does.
  public func toolbarOverflowMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    toolbar { ToolbarOverflowMenu(content: content) }
  }
}

/// Actions always placed in the toolbar's overflow menu, whatever the room (OS 27): on iOS, the
/// menu at the end of the navigation bar.
nonisolated public struct ToolbarOverflowMenu<Content: View>: View {
  let content: Content

  /// Overflow menu content.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The navigation bar's overflow menu, holding the content.
  @MainActor
  public var body: some View {
    ToolbarItem(placement: .primaryAction) {
      Menu {
        content
      } label: {
        Label("More", systemImage: "ellipsis").labelStyle(.iconOnly)
      }
    }
  }
}
