import Testing
import ViewProbe

extension EnvironmentValues {
  /// A custom environment value declared with `@Entry`, as iOS 18 apps do.
  @Entry var accentName: String = "blue"
  /// An optional one, with no default: `nil`.
  @Entry var signedInUser: String?
  /// One without a type annotation.
  @Entry var pageSize = 20
  /// A reference-type default, typed and untyped: evaluated on every read (D08).
  @Entry var typedTally: EntryTally = EntryTally()
  @Entry var untypedTally = EntryTally()
}

/// An object whose identity shows when an `@Entry` default is evaluated.
final class EntryTally: Sendable {}

extension FocusedValues {
  /// A focused value declared with `@Entry`.
  @Entry var draftTitle: Binding<String>?
}

extension Transaction {
  /// A transaction value declared with `@Entry`, read by a `.transaction` modifier.
  @Entry var isUndoing: Bool = false
}

extension ContainerValues {
  /// A container value declared with `@Entry`, without a type annotation.
  @Entry var cardWeight = 1
}

/// `@Entry` writes the key and the accessors of a custom environment, container, transaction or
/// focused value.
@MainActor
@Suite("@Entry", .viewProbe)
struct EntryMacroTests {
  @Test("D01 an @Entry environment value has its default, and the nearest modifier wins")
  func d01_entryEnvironmentValues() {
    let plain = ParentHarness { EntryReader() }
    #expect(plain.texts == ["blue, nobody, 20"])
    let set = ParentHarness {
      EntryReader()
        .environment(\.accentName, "red")
        .environment(\.signedInUser, "ada")
        .environment(\.pageSize, 50)
    }
    #expect(set.texts == ["red, ada, 50"])
    var values = EnvironmentValues()
    values.accentName = "green"
    #expect(values.accentName == "green")
  }

  @Test("an @Entry transaction or container value has its default until set")
  func transactionAndContainerEntries() {
    var transaction = Transaction()
    #expect(!transaction.isUndoing)
    transaction.isUndoing = true
    #expect(transaction.isUndoing)
    #expect(withTransaction(\.isUndoing, true) { 7 } == 7)
    let harness = ParentHarness {
      ForEach(
        subviews: Group {
          Text("light")
          Text("heavy").containerValue(\.cardWeight, 3)
        }
      ) { subview in
        Text("weight \(subview.containerValues.cardWeight)")
      }
    }
    #expect(harness.texts == ["weight 1", "weight 3"])
  }

  @Test("D08 an @Entry default is evaluated on every read, with or without a type annotation")
  func d08_entryDefaultPerRead() {
    let values = EnvironmentValues()
    #expect(values.typedTally !== values.typedTally)
    #expect(values.untypedTally !== values.untypedTally)
  }
}

private struct EntryReader: View {
  @Environment(\.accentName) private var accentName
  @Environment(\.signedInUser) private var user
  @Environment(\.pageSize) private var pageSize

  var body: some View {
    Text("\(accentName), \(user ?? "nobody"), \(pageSize)")
      .focusedValue(\.draftTitle, .constant("Notes"))
  }
}
