package org.pairlab.project;

/**
 * A dataset's rows, written while its source is read, inside the one transaction of
 * {@link Datasets#insertStreamed}.
 */
@FunctionalInterface
public interface DatasetRows {
    /**
     * Writes every row through {@code writer} and returns the report (JSON) stored with the dataset. Throwing rolls
     * back everything written, the dataset row included.
     */
    String write(DatasetRowWriter writer);
}
