// A C target needs a source file; the module map is what this target is for.
