// Toolbar content apps declare on its own: `@ToolbarContentBuilder var items: some
// ToolbarContent { ToolbarItem … }`, a `struct EditingToolbar: ToolbarContent`, and the
// customizable toolbars of `toolbar(id:)`. ViewProbe's toolbar items are views in the toolbar's
// content, so toolbar content is view content here: `ToolbarContent` names `View` and its builder
// is the view builder — as Xcode 27's `ContentBuilder` builds every kind of content with one
// builder. (SwiftUI keeps them apart, so ViewProbe accepts a little more: a plain view where a
// toolbar item is expected.)

/// Content of a toolbar: `ToolbarItem`s, `ToolbarItemGroup`s, `ToolbarSpacer`s (views here).
public typealias ToolbarContent = View

/// Content of a toolbar the user may customize (`toolbar(id:)`): items with an id.
public typealias CustomizableToolbarContent = View

/// Builds toolbar content from a closure or a computed property (the view builder here).
public typealias ToolbarContentBuilder = ViewBuilder

/// Xcode 27's one builder for every kind of content: views, toolbar content and the rest.
public typealias ContentBuilder = ViewBuilder

extension ToolbarItem where ID == String {
  /// An item with an id, which a customizable toolbar (`toolbar(id:)`) can hide or move (not
  /// here: every item shows where it is placed).
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  /// An item with an id that shows by default or only once the user adds it; here it shows
  /// either way (no customization happens).
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

nonisolated extension View {
  /// A toolbar the user may customize, identified by `id`: its items show as `toolbar(content:)`
  /// shows them (nothing customizes it here).
  public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
    toolbar(content: content)
  }
}

/// What the user may do with a customizable toolbar item.
public struct ToolbarCustomizationBehavior: Sendable, Equatable {
  let name: String
  /// The item starts in the toolbar; the user may move or remove it.
  public static let `default` = ToolbarCustomizationBehavior(name: "default")
  /// The item starts in the toolbar; the user may move it but not remove it.
  public static let reorderable = ToolbarCustomizationBehavior(name: "reorderable")
  /// The user may neither move nor remove the item.
  public static let disabled = ToolbarCustomizationBehavior(name: "disabled")
}

/// Options of the default customization of toolbar items.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int
  /// Options from bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The item stays available in the toolbar's overflow menu when the user removes it.
  public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

nonisolated extension View {
  /// How the user may customize this toolbar item (kept, not applied: nothing customizes the
  /// toolbar here).
  public func customizationBehavior(_ behavior: ToolbarCustomizationBehavior) -> some View {
    inert("customizationBehavior")
  }

  /// Whether items with the default customization show by default, and their options (kept,
  /// not applied).
  public func defaultCustomization(
    _ defaultVisibility: Visibility = .automatic, options: ToolbarCustomizationOptions = []
  ) -> some View {
    inert("defaultCustomization")
  }
}
