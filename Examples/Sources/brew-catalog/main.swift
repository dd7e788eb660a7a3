// The team's own regression catalog, with ViewProbe's options and reports:
//   swift run brew-catalog                       text
//   swift run brew-catalog --format markdown     a table for a pull request comment
//   swift run brew-catalog --format json --output catalog.json
// The entries live in a library target (BrewCatalog) that imports Testing: ViewProbe's calls
// take `#_sourceLocation` defaults, which an executable target's own code cannot expand.
import BrewCatalog
import Foundation
import ViewProbe

exit(
  MainActor.assumeIsolated {
    CatalogCommandLine.run(BrewCatalog.entries, arguments: CommandLine.arguments)
  })
