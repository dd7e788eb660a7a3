import Testing
import ViewProbe

@testable import BrewAppViewProbe

/// The team's own regression catalog: the rules this app relies on. `brew-catalog` runs it with
/// ViewProbe's options and reports; the tests run it too.
@MainActor
public enum BrewCatalog {
  /// The entries, in report order.
  public static let entries: [CatalogEntry] = [
    CatalogEntry(
      id: "BREW-1", title: "The brew store survives parent re-renders", kind: .invariant,
      invariants: ["A01", "C12"]
    ) { _ in
      ParentHarness { BrewLogView() }.expectStorePersists()
    },
    CatalogEntry(
      id: "BREW-2", title: "A row's tastings follow its brew when one is added above",
      kind: .invariant, invariants: ["A12"]
    ) { check in
      let harness = ParentHarness { BrewLogView() }
      try harness.find(button: "Taste Brazil").tap()
      try harness.find(textField: "Name").setInput("Ethiopia")
      try harness.find(button: "Add").tap()
      let texts = harness.texts
      let row = texts.firstIndex(of: "Brazil 20 g").map { texts[$0 + 2] }
      check.expect(row == "tasted 1×", "Brazil's row shows \(row ?? "nothing")")
    },
    CatalogEntry(
      id: "BREW-3", title: "The legacy timer keeps its seconds (@StateObject)", kind: .invariant,
      invariants: ["G02"]
    ) { _ in
      let harness = ParentHarness { LegacyTimerView() }
      try harness.find(button: "Tick").tap()
      harness.expectStorePersists()
    },
  ]
}
