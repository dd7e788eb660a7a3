import ViewProbe

/// Seed 001: a closure in a custom environment key.
struct SubmitClosureKey: EnvironmentKey {
  static var defaultValue: @Sendable (String) -> Void { { _ in } }
}

/// The fix: the behaviour as a value (no closure), comparable by its data.
public struct SubmitAction: Equatable, Sendable {
  /// Where submitted drafts go.
  public let destination: String

  /// An action submitting to `destination`.
  public init(destination: String) { self.destination = destination }

  /// Submits `draft`.
  public func callAsFunction(_ draft: String) {}
}

struct SubmitActionKey: EnvironmentKey {
  static let defaultValue = SubmitAction(destination: "inbox")
}

/// Seed 001: an `@Entry`-style default that builds a new object on every read.
public final class EntryModel: Sendable {
  /// A model.
  public init() {}
}

struct UnstableModelKey: EnvironmentKey {
  static var defaultValue: EntryModel { EntryModel() }
}

/// The fix: the default is one stored instance.
struct StableModelKey: EnvironmentKey {
  static let defaultValue = EntryModel()
}

/// A value a parent writes on every refresh, unrelated to what the readers below use.
struct RefreshCountKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  /// A submit closure (the anti-pattern).
  public var submitClosure: @Sendable (String) -> Void {
    get { self[SubmitClosureKey.self] }
    set { self[SubmitClosureKey.self] = newValue }
  }

  /// A submit action (the fix).
  public var submitAction: SubmitAction {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }

  /// A model whose default is built on every read (the anti-pattern).
  public var unstableModel: EntryModel { self[UnstableModelKey.self] }

  /// A model whose default is one instance (the fix).
  public var stableModel: EntryModel { self[StableModelKey.self] }

  /// How often the parent refreshed.
  public var refreshCount: Int {
    get { self[RefreshCountKey.self] }
    set { self[RefreshCountKey.self] = newValue }
  }
}

/// Reads the submit closure.
public struct ClosureSubmitButton: View {
  @Environment(\.submitClosure) private var submit
  /// A button submitting through the closure.
  public init() {}
  /// The button.
  public var body: some View { Button("Submit") { submit("draft") } }
}

/// Reads the submit action.
public struct ActionSubmitButton: View {
  @Environment(\.submitAction) private var submit
  /// A button submitting through the action.
  public init() {}
  /// The button.
  public var body: some View { Button("Submit") { submit("draft") } }
}

/// Reads the model whose default is unstable.
public struct UnstableModelReader: View {
  @Environment(\.unstableModel) private var model
  /// A reader of the model.
  public init() {}
  /// A line that uses the model.
  public var body: some View { Text("model \(ObjectIdentifier(model) == ObjectIdentifier(model))") }
}

/// Reads the model whose default is stable.
public struct StableModelReader: View {
  @Environment(\.stableModel) private var model
  /// A reader of the model.
  public init() {}
  /// A line that uses the model.
  public var body: some View { Text("model \(ObjectIdentifier(model) == ObjectIdentifier(model))") }
}

/// Seed 001: declares an environment value it never uses.
public struct UnusedEnvironmentReader: View {
  @Environment(\.refreshCount) private var refreshCount
  /// A view that does not need the count.
  public init() {}
  /// Static text.
  public var body: some View { Text("static") }
}

/// The fix: no declaration for what the body does not use.
public struct NoEnvironmentReader: View {
  /// A view that does not need the count.
  public init() {}
  /// Static text.
  public var body: some View { Text("static") }
}

/// A parent that writes the refresh count and a new submit closure on every refresh.
public struct EnvironmentRefresher<Content: View>: View {
  @State private var pass = 0
  let content: Content

  /// A refresher around `content`.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The button, and the content under the values written on each refresh.
  public var body: some View {
    VStack {
      Button("Refresh") { pass += 1 }
      content
        .environment(\.refreshCount, pass)
        .environment(\.submitClosure) { _ in }
        .environment(\.submitAction, SubmitAction(destination: "inbox"))
    }
  }
}

/// A score a row edits through a binding.
@Observable
public final class Scoreboard {
  /// The score.
  public var score = 0
  /// A board at zero.
  public init() {}
}

/// A row editing a score through a binding.
public struct ScoreRow: View {
  @Binding var score: Int
  /// A row bound to `score`.
  public init(score: Binding<Int>) { _score = score }
  /// The score and a button.
  public var body: some View {
    HStack {
      Text("score \(score)")
      Button("Point") { score += 1 }
    }
  }
}

/// Seed 001: a `Binding(get:set:)` made in `body` is a new closure each time: the row re-renders on
/// every parent update.
public struct ClosureBindingBoard: View {
  @State private var board = Scoreboard()
  @State private var pass = 0

  /// A board passing a closure binding.
  public init() {}

  /// The refresh button and the row.
  public var body: some View {
    VStack {
      Button("Refresh") { pass += 1 }
      Text("pass \(pass)")
      ScoreRow(score: Binding(get: { board.score }, set: { board.score = $0 }))
    }
  }
}

/// The fix: a key-path binding (`$board.score`) is the same binding on every update.
public struct KeyPathBindingBoard: View {
  @State private var board = Scoreboard()
  @State private var pass = 0

  /// A board passing a key-path binding.
  public init() {}

  /// The refresh button and the row.
  public var body: some View {
    VStack {
      Button("Refresh") { pass += 1 }
      Text("pass \(pass)")
      ScoreRow(score: $board.score)
    }
  }
}

/// Seed 003: the feature root owns its model in `@State` and injects it with `.environment`.
@Observable
public final class Library {
  /// The books.
  public var books: [String] = ["Dune"]
  /// A library with one book.
  public init() {}
}

/// The root that owns the library.
public struct LibraryRoot: View {
  @State private var library = Library()

  /// A root with a library.
  public init() {}

  /// An add button and the list, which reads the library from the environment.
  public var body: some View {
    VStack {
      Button("Add book") { library.books.append("Emma") }
      LibraryList()
    }
    .environment(library)
  }
}

/// Reads the library from the environment.
struct LibraryList: View {
  @Environment(Library.self) private var library

  var body: some View {
    Text("\(library.books.count) books")
  }
}
