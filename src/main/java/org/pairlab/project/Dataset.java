package org.pairlab.project;

import java.nio.file.Path;

/** An imported dataset: where its files live and how it was read. */
public record Dataset(long id, String name, Path root, String format, String importedAt, String reportJson) {
}
