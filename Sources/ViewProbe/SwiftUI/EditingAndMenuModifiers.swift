/// Modifiers of text editing, menus and scene padding that change how the system draws or
/// behaves around a view, not the tree: inert, keeping the tree's shape, so app code that uses
/// them compiles unchanged.

/// How far a view stands from the edges of its scene (not laid out here).
public struct ScenePadding: Equatable, Sendable {
  let name: String

  /// The least padding a scene's content takes.
  public static let minimum = ScenePadding(name: "minimum")
  /// The padding of a navigation bar's content.
  public static let navigationBar = ScenePadding(name: "navigationBar")
}

/// Whether a menu closes after one of its actions runs.
public struct MenuActionDismissBehavior: Equatable, Sendable {
  let name: String

  /// As the context decides (closing, except for a stepper).
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// Always closes.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// Never closes.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// How much of Writing Tools a text view offers (iOS 18; not offered here).
public struct WritingToolsBehavior: Hashable, Sendable {
  let name: String

  /// As the platform decides.
  public static var automatic: WritingToolsBehavior { WritingToolsBehavior(name: "automatic") }
  /// The whole experience, rewriting in place.
  public static var complete: WritingToolsBehavior { WritingToolsBehavior(name: "complete") }
  /// A panel beside the text.
  public static var limited: WritingToolsBehavior { WritingToolsBehavior(name: "limited") }
  /// No Writing Tools.
  public static var disabled: WritingToolsBehavior { WritingToolsBehavior(name: "disabled") }
}

/// The look of a `TextEditor` (not drawn).
public protocol TextEditorStyle {}

/// The platform's text editor look.
public struct AutomaticTextEditorStyle: TextEditorStyle {
  /// The automatic style.
  public init() {}
}

/// A text editor without its background and padding.
public struct PlainTextEditorStyle: TextEditorStyle {
  /// The plain style.
  public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  /// The platform's text editor look.
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
  /// A text editor without its background and padding.
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

nonisolated extension View {
  /// Pads the view by the scene's amount on `edges` (not laid out).
  public func scenePadding(_ edges: Edge.Set = .all) -> some View { inert("scenePadding") }

  /// Pads the view by the scene's `padding` on `edges` (not laid out).
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    inert("scenePadding")
  }

  /// Shows the system's find and replace bar over the text editors inside while `isPresented`
  /// is true (the bar is not simulated; the binding is left as the app sets it).
  public func findNavigator(isPresented: Binding<Bool>) -> some View { inert("findNavigator") }

  /// Turns off find (and replace) in the text editors inside.
  public func findDisabled(_ isDisabled: Bool = true) -> some View { inert("findDisabled") }

  /// Turns off replace in the text editors inside.
  public func replaceDisabled(_ isDisabled: Bool = true) -> some View { inert("replaceDisabled") }

  /// Whether the menus inside close after an action (menus are not opened here: their items are
  /// tapped directly).
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
    inert("menuActionDismissBehavior")
  }

  /// How much of Writing Tools the text views inside offer (not offered here).
  public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View {
    inert("writingToolsBehavior")
  }

  /// The look of the text editors inside (not drawn).
  public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
    inert("textEditorStyle")
  }

  /// Whether labels inside show their titles where a context would hide them (not drawn: their
  /// titles stay in the tree).
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    inert("labelsVisibility")
  }

  /// Whether the background of the bars `bars` shows (not drawn).
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    inert("toolbarBackgroundVisibility")
  }
}
