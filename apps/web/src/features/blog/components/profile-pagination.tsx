import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { pageItems } from '../utils/pagination';

/** Previous / numbered pages / Next, as a labelled navigation landmark. */
export function ProfilePagination({
  page,
  pages,
  onPageChange,
}: {
  page: number;
  pages: number;
  onPageChange(page: number): void;
}) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Job profile pages" justify="center" gap={{ base: '2', sm: '1' }} wrap="wrap">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <LuChevronLeft aria-hidden="true" />
        <Text as="span" display={{ base: 'none', sm: 'inline' }}>
          Previous
        </Text>
      </Button>
      <HStack as="ul" gap="1" display={{ base: 'none', sm: 'flex' }} listStyleType="none">
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <Text as="li" key={`gap-${index}`} px="2" color="fg.muted" aria-hidden="true">
              …
            </Text>
          ) : (
            <li key={item}>
              <Button
                size="sm"
                minW="9"
                variant={item === page ? 'solid' : 'ghost'}
                bg={item === page ? 'brand.solid' : undefined}
                color={item === page ? 'white' : undefined}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted" display={{ base: 'block', sm: 'none' }}>
        Page {page} of {pages}
      </Text>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pages}
        aria-label="Next page"
      >
        <Text as="span" display={{ base: 'none', sm: 'inline' }}>
          Next
        </Text>
        <LuChevronRight aria-hidden="true" />
      </Button>
    </HStack>
  );
}
