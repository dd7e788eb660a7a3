import Testing
import ViewProbe

/// A progress bar whose fill is the width offered less a label's room: on a narrow screen the
/// width comes out negative.
private struct ProgressBar: View {
  let fraction: Double
  var body: some View {
    GeometryReader { proxy in
      HStack {
        Text("\(Int(fraction * 100))%")
        Rectangle().frame(width: (proxy.size.width - 120) * fraction, height: 8)
      }
    }
  }
}

private let invalidFrame = "Invalid frame dimension (negative or non-finite)."

@MainActor
@Suite("Frame sizes SwiftUI rejects")
struct FrameDimensionTests {
  @Test("frame(width: .infinity), meant as maxWidth, logs SwiftUI's warning; maxWidth does not")
  func infiniteFixedWidthWarns() {
    let wrong = ParentHarness { Text("banner").frame(width: .infinity) }
    #expect(wrong.runtimeWarnings.map(\.message) == [invalidFrame])
    #expect(wrong.runtimeWarnings.map(\.path) == ["Text"])
    let right = ParentHarness { Text("banner").frame(maxWidth: .infinity, maxHeight: .infinity) }
    #expect(right.warnings.isEmpty)
    let fine = ParentHarness { Text("banner").frame(width: 0, height: 44) }
    #expect(fine.warnings.isEmpty, "zero is a size")
  }

  @Test("a negative size, or NaN, in either kind of frame logs the warning")
  func negativeAndNaNSizesWarn() {
    for harness in [
      ParentHarness { AnyView(Text("a").frame(height: -1)) },
      ParentHarness { AnyView(Text("a").frame(minWidth: -4)) },
      ParentHarness { AnyView(Text("a").frame(maxHeight: -2)) },
      ParentHarness { AnyView(Text("a").frame(idealWidth: .nan)) },
      ParentHarness { AnyView(Text("a").frame(maxWidth: .nan)) },
    ] {
      #expect(harness.warnings == [invalidFrame])
    }
  }

  @Test("a width computed from the geometry warns only where the geometry makes it negative")
  func widthFromGeometry() {
    let wide = ParentHarness { ProgressBar(fraction: 0.5) }
    #expect(wide.warnings.isEmpty, "390 points wide: the fill is 135")
    let narrow = ParentHarness { ProgressBar(fraction: 0.5) }
    narrow.geometrySize = CGSize(width: 100, height: 844)
    #expect(narrow.warnings == [invalidFrame])
    #expect(narrow.texts == ["50%"])
    #expect(
      narrow.runtimeWarnings.map(\.path) == ["ProgressBar › GeometryReader › HStack › Rectangle"])
  }
}
