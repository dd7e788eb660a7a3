import ViewProbe

/// A parent that renames what it passes down: the seeds' "don't pass values as @State" and
/// "derived value stored as @State" rules (A05).
public struct RenamingParent<Child: View>: View {
  @State private var name = "espresso"
  let child: (String) -> Child

  /// A parent showing `child` for its current name.
  public init(@ViewBuilder child: @escaping (String) -> Child) {
    self.child = child
  }

  /// A rename button and the child.
  public var body: some View {
    VStack {
      Button("Rename") { name = "lungo" }
      child(name)
    }
  }
}

/// Seed 001: a passed value declared as `@State` shows its first value forever.
public struct PassedAsStateLabel: View {
  @State var name: String

  /// A label for `name` — wrongly kept in `@State`.
  public init(name: String) { _name = State(initialValue: name) }

  /// The name.
  public var body: some View { Text("label: \(name)") }
}

/// The fix: a passed value is a `let`.
public struct PassedAsLetLabel: View {
  let name: String

  /// A label for `name`.
  public init(name: String) { self.name = name }

  /// The name.
  public var body: some View { Text("label: \(name)") }
}

/// Seed 002: a derived value stored as `@State` goes stale when its source changes.
public struct StoredDerivedLabel: View {
  let name: String
  @State private var shout: String

  /// A label whose upper-cased form is wrongly stored.
  public init(name: String) {
    self.name = name
    _shout = State(initialValue: name.uppercased())
  }

  /// The derived text.
  public var body: some View { Text("shout: \(shout)") }
}

/// The fix: derive on read.
public struct ComputedDerivedLabel: View {
  let name: String
  var shout: String { name.uppercased() }

  /// A label deriving its upper-cased form.
  public init(name: String) { self.name = name }

  /// The derived text.
  public var body: some View { Text("shout: \(shout)") }
}

/// Seed 001: `var` plus `.onChange` reacts to every change of a passed value.
public struct ChangeWatcher: View {
  var value: String
  @State private var note = "no change yet"

  /// A watcher of `value`.
  public init(value: String) { self.value = value }

  /// The last change seen.
  public var body: some View {
    Text(note).onChange(of: value) { old, new in note = "changed from \(old) to \(new)" }
  }
}

/// Seed 002: static text held in `@State` is storage, built (and discarded) with every view value.
public struct StaticTextInState: View {
  @State private var title = "Brew Log"

  /// A header that keeps a constant in `@State`.
  public init() {}

  /// The title.
  public var body: some View { Text(title) }
}

/// The fix: a constant is a literal (or a `let`).
public struct StaticTextAsLiteral: View {
  /// A header with a literal title.
  public init() {}

  /// The title.
  public var body: some View { Text("Brew Log") }
}

/// Re-renders its content on demand, for checks that count what a parent update costs.
public struct RefreshingParent<Content: View>: View {
  @State private var pass = 0
  let content: (Int) -> Content

  /// A parent with a refresh button above `content`.
  public init(@ViewBuilder content: @escaping (Int) -> Content) {
    self.content = content
  }

  /// The button and the content.
  public var body: some View {
    VStack {
      Button("Refresh") { pass += 1 }
      content(pass)
    }
  }
}
