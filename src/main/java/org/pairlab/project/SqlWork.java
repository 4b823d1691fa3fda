package org.pairlab.project;

import java.sql.Connection;
import java.sql.SQLException;

/** A unit of work on a project connection. */
@FunctionalInterface
public interface SqlWork<T> {
    T run(Connection connection) throws SQLException;
}
