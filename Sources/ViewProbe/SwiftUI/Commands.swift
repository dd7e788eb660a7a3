// The macOS and iPadOS menu-bar API and focused values, so app files that declare them compile.
// ViewProbe has no menu bar: commands are never shown, and focused values are not collected (a
// `@FocusedValue` or `@FocusedBinding` reads `nil`).

/// Menu-bar commands of an app (never shown by ViewProbe).
@MainActor @preconcurrency
public protocol Commands {
  /// The type of the commands' body.
  associatedtype Body: Commands
  /// The commands.
  @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// No commands.
public struct EmptyCommands: Commands {
  /// No commands.
  public init() {}
  /// No body.
  public var body: Never { fatalError("EmptyCommands has no body") }
}

/// Several commands together.
public struct _CommandsList: Commands {
  /// No body.
  public var body: Never { fatalError("_CommandsList has no body") }
}

/// Builds commands.
@resultBuilder @MainActor
public enum CommandsBuilder {
  /// One command.
  public static func buildBlock<C: Commands>(_ content: C) -> C { content }
  /// Several commands.
  public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _CommandsList {
    _CommandsList()
  }
  /// Commands of an `if #available(…)` block.
  public static func buildLimitedAvailability(_ content: some Commands) -> _CommandsList {
    _CommandsList()
  }
  /// Commands of an `if` block, present when its condition holds.
  public static func buildOptional(_ content: _CommandsList?) -> _CommandsList { _CommandsList() }
}

/// A menu of the menu bar holding `content`'s buttons (never shown).
public struct CommandMenu<Content: View>: Commands {
  /// A menu named by `nameKey`.
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
  /// A menu named by `name`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
  /// No body.
  public var body: Never { fatalError("CommandMenu has no body") }
}

/// Where a command group goes among the standard menus.
public struct CommandGroupPlacement: Sendable {
  let name: String
  /// The About item.
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  /// The Settings item.
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  /// New items.
  public static let newItem = CommandGroupPlacement(name: "newItem")
  /// Save items.
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  /// Printing.
  public static let printItem = CommandGroupPlacement(name: "printItem")
  /// Undo and redo.
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  /// Cut, copy and paste.
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  /// The sidebar item.
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  /// The toolbar items.
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  /// Help.
  public static let help = CommandGroupPlacement(name: "help")
}

/// Commands added to a standard menu (never shown).
public struct CommandGroup<Content: View>: Commands {
  /// Commands placed before `group`.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands placed after `group`.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// Commands replacing `group`.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
  /// No body.
  public var body: Never { fatalError("CommandGroup has no body") }
}

/// The standard sidebar commands.
public struct SidebarCommands: Commands {
  /// The commands.
  public init() {}
  /// No body.
  public var body: Never { fatalError("SidebarCommands has no body") }
}

/// The standard toolbar commands.
public struct ToolbarCommands: Commands {
  /// The commands.
  public init() {}
  /// No body.
  public var body: Never { fatalError("ToolbarCommands has no body") }
}

/// The standard text-editing commands.
public struct TextEditingCommands: Commands {
  /// The commands.
  public init() {}
  /// No body.
  public var body: Never { fatalError("TextEditingCommands has no body") }
}

extension Scene {
  /// Adds menu-bar commands to the scene (never shown).
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
    self
  }
}

/// A scene for the app's settings window (macOS); ViewProbe hosts its view like any scene's.
public struct Settings<Content: View>: Scene {
  let content: Content
  /// A settings scene showing `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// The settings view.
  public var rootView: AnyView { AnyView(content) }
}

// MARK: - Keyboard shortcuts

/// A key of a keyboard shortcut.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character.
  public let character: Character
  /// The key for `character`.
  public init(_ character: Character) { self.character = character }
  /// The key for a character literal.
  public init(extendedGraphemeClusterLiteral value: Character) { character = value }
  /// Return.
  public static let `return` = KeyEquivalent("\r")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete.
  public static let delete = KeyEquivalent("\u{8}")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// Space.
  public static let space = KeyEquivalent(" ")
  /// Up arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys of a keyboard shortcut.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Modifiers from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Caps lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric pad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Every modifier.
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad,
  ]
}

/// A key with modifiers.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifiers.
  public let modifiers: EventModifiers
  /// A shortcut of `key` with `modifiers`.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }
  /// Return: the default action.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: cancel.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

nonisolated extension View {
  /// A keyboard shortcut for the control (not simulated: there is no keyboard).
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    inert("keyboardShortcut")
  }

  /// A keyboard shortcut for the control (not simulated).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    inert("keyboardShortcut")
  }
}
