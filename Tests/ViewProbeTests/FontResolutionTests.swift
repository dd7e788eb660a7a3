import Foundation
import Testing
import ViewProbe

/// `Font.resolve(in:)` (iOS 26) by the traits a font is built with and the environment's text
/// size, as the Dynamic Type table gives them.
@Suite("Font resolution")
struct FontResolutionTests {
  @Test("D01 a text style resolves to its size at the environment's text size")
  func textStylesFollowDynamicType() {
    var environment = EnvironmentValues()
    #expect(Font.body.resolve(in: environment.fontResolutionContext).pointSize == 17)
    #expect(Font.caption2.resolve(in: environment.fontResolutionContext).pointSize == 11)
    environment.dynamicTypeSize = .accessibility1
    #expect(Font.body.resolve(in: environment.fontResolutionContext).pointSize == 28)
    environment.dynamicTypeSize = .xSmall
    #expect(Font.largeTitle.resolve(in: environment.fontResolutionContext).pointSize == 31)
  }

  @Test("weights, slant and fixed sizes resolve as the font was built")
  func traitsResolve() {
    let context = EnvironmentValues().fontResolutionContext
    #expect(!Font.body.resolve(in: context).isBold)
    #expect(Font.headline.resolve(in: context).isBold)
    #expect(Font.body.bold().resolve(in: context).isBold)
    #expect(!Font.body.bold().weight(.regular).resolve(in: context).isBold)
    #expect(Font.body.italic().resolve(in: context).isItalic)
    let fixed = Font.system(size: 20, weight: .semibold, design: .monospaced).resolve(in: context)
    #expect(fixed.pointSize == 20 && fixed.isBold && fixed.isMonospaced)
    #expect(Font.custom("Avenir", size: 13).resolve(in: context).pointSize == 13)
  }
}
